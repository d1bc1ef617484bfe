ALTER TABLE "areas" ADD COLUMN "abertura" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "fechamento" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "precisa_aprovacao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_condo_nome_uq" ON "areas" USING btree ("id_condo",lower("nome_area")) WHERE "areas"."ativo";--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_abertura_ck" CHECK (("areas"."abertura" is null) = ("areas"."fechamento" is null) and ("areas"."abertura" is null or "areas"."abertura" < "areas"."fechamento"));