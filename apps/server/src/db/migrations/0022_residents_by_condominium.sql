CREATE TABLE "contagens" (
	"serie" text NOT NULL,
	"id_condo" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "contagens_serie_id_condo_pk" PRIMARY KEY("serie","id_condo")
);
--> statement-breakpoint
ALTER TABLE "pessoas" ADD COLUMN "id_condo" integer;--> statement-breakpoint
UPDATE "pessoas" p SET "id_condo" = b."id_condo" FROM "unidades" u JOIN "blocos" b ON b."id_bloco" = u."id_bloco"
  WHERE u."id_unidade" = p."id_unidade";--> statement-breakpoint
CREATE FUNCTION "pessoas_condominio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id_condo := (SELECT b.id_condo FROM unidades u JOIN blocos b ON b.id_bloco = u.id_bloco WHERE u.id_unidade = NEW.id_unidade);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "pessoas_condominio" BEFORE INSERT OR UPDATE OF "id_unidade", "id_condo" ON "pessoas"
  FOR EACH ROW EXECUTE FUNCTION "pessoas_condominio"();--> statement-breakpoint
CREATE FUNCTION "contar_pessoas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.situacao = NEW.situacao AND OLD.id_condo IS NOT DISTINCT FROM NEW.id_condo THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.situacao = 'ATIVO' AND OLD.id_condo IS NOT NULL THEN
    UPDATE contagens SET n = n - 1 WHERE serie = 'pessoas:ATIVO' AND id_condo = OLD.id_condo;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.situacao = 'ATIVO' AND NEW.id_condo IS NOT NULL THEN
    INSERT INTO contagens AS c (serie, id_condo, n) VALUES ('pessoas:ATIVO', NEW.id_condo, 1)
    ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pessoas_contagem" AFTER INSERT OR DELETE OR UPDATE OF "situacao", "id_condo", "id_unidade" ON "pessoas"
  FOR EACH ROW EXECUTE FUNCTION "contar_pessoas"();--> statement-breakpoint
INSERT INTO "contagens" ("serie", "id_condo", "n")
  SELECT 'pessoas:ATIVO', "id_condo", count(*) FROM "pessoas" WHERE "situacao" = 'ATIVO' AND "id_condo" IS NOT NULL GROUP BY "id_condo";--> statement-breakpoint
ALTER TABLE "contagens" ADD CONSTRAINT "contagens_id_condo_condominios_id_condo_fk" FOREIGN KEY ("id_condo") REFERENCES "public"."condominios"("id_condo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas" ADD CONSTRAINT "pessoas_id_condo_condominios_id_condo_fk" FOREIGN KEY ("id_condo") REFERENCES "public"."condominios"("id_condo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pessoas_condo_nome_idx" ON "pessoas" USING btree ("id_condo","nome","id") WHERE situacao = 'ATIVO';--> statement-breakpoint
ANALYZE "pessoas";
