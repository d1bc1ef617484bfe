CREATE TABLE "data_versions" (
	"id_condo" integer NOT NULL,
	"area" text NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_versions_id_condo_area_pk" PRIMARY KEY("id_condo","area")
);
--> statement-breakpoint
ALTER TABLE "data_versions" ADD CONSTRAINT "data_versions_id_condo_condominios_id_condo_fk" FOREIGN KEY ("id_condo") REFERENCES "public"."condominios"("id_condo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominios" DROP COLUMN "versao_dados";