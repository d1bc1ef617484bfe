CREATE TABLE "equipe" (
	"id_usuario" integer NOT NULL,
	"id_condo" integer NOT NULL,
	"cargo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"desativado_em" timestamp with time zone,
	CONSTRAINT "equipe_id_usuario_id_condo_pk" PRIMARY KEY("id_usuario","id_condo")
);
--> statement-breakpoint
CREATE TABLE "permissoes_revogadas" (
	"id_usuario" integer NOT NULL,
	"id_condo" integer NOT NULL,
	"permissao" text NOT NULL,
	CONSTRAINT "permissoes_revogadas_id_usuario_id_condo_permissao_pk" PRIMARY KEY("id_usuario","id_condo","permissao")
);
--> statement-breakpoint
ALTER TABLE "equipe" ADD CONSTRAINT "equipe_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe" ADD CONSTRAINT "equipe_id_condo_condominios_id_condo_fk" FOREIGN KEY ("id_condo") REFERENCES "public"."condominios"("id_condo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes_revogadas" ADD CONSTRAINT "permissoes_revogadas_id_usuario_usuarios_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes_revogadas" ADD CONSTRAINT "permissoes_revogadas_id_condo_condominios_id_condo_fk" FOREIGN KEY ("id_condo") REFERENCES "public"."condominios"("id_condo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipe_condo_idx" ON "equipe" USING btree ("id_condo");--> statement-breakpoint
INSERT INTO "equipe" ("id_usuario", "id_condo", "cargo", "ativo", "desde")
SELECT DISTINCT ON (ur."id_usuario", r."id_condo") ur."id_usuario", r."id_condo", r."nome", true, now()
FROM "usuario_roles" ur JOIN "roles" r ON r."id" = ur."id_role"
ORDER BY ur."id_usuario", r."id_condo", array_position(ARRAY['ADMINISTRADOR','SINDICO','PORTEIRO','ZELADOR'], r."nome");
