CREATE TABLE "instalacao" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"segredo_hash" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "instalacao_uma_linha" CHECK ("instalacao"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "audit_log_condo_created_idx";--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "endereco" text;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "multiplos_blocos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "suporte_whatsapp" text;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "suporte_telefone" text;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "chat_url" text;--> statement-breakpoint
ALTER TABLE "condominios" ADD COLUMN "painel_biometria_url" text;--> statement-breakpoint
ALTER TABLE "unidades" ADD COLUMN "ativa" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_condo_usuario_idx" ON "audit_log" USING btree ("id_condo","id_usuario","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_condo_acao_idx" ON "audit_log" USING btree ("id_condo","acao","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_condo_entidade_idx" ON "audit_log" USING btree ("id_condo","entidade","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_condo_created_idx" ON "audit_log" USING btree ("id_condo","created_at","id");--> statement-breakpoint
ALTER TABLE "condominios" ADD CONSTRAINT "condominios_cnpj_unique" UNIQUE("cnpj");--> statement-breakpoint
UPDATE "condominios" c SET "multiplos_blocos" = (SELECT count(*) FROM "blocos" b WHERE b."id_condo" = c."id_condo") > 1;
