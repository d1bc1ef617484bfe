CREATE TABLE "contagens_diarias" (
	"serie" text NOT NULL,
	"id_condo" integer NOT NULL,
	"dia" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "contagens_diarias_serie_id_condo_dia_pk" PRIMARY KEY("serie","id_condo","dia")
);
--> statement-breakpoint
ALTER TABLE "contagens_diarias" ADD CONSTRAINT "contagens_diarias_id_condo_condominios_id_condo_fk" FOREIGN KEY ("id_condo") REFERENCES "public"."condominios"("id_condo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_entradas_unidade_dia_idx" ON "log_entradas" USING btree ("id_unidade","dia","id");--> statement-breakpoint
CREATE FUNCTION "contar_log_entradas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE contagens_diarias SET n = n - 1 WHERE serie = 'log_entradas' AND id_condo = OLD.id_condo AND dia = OLD.dia;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contagens_diarias AS c (serie, id_condo, dia, n) VALUES ('log_entradas', NEW.id_condo, NEW.dia, 1)
    ON CONFLICT (serie, id_condo, dia) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "log_entradas_contagem" AFTER INSERT OR DELETE OR UPDATE OF "id_condo", "dia" ON "log_entradas"
  FOR EACH ROW EXECUTE FUNCTION "contar_log_entradas"();
--> statement-breakpoint
INSERT INTO "contagens_diarias" ("serie", "id_condo", "dia", "n")
  SELECT 'log_entradas', "id_condo", "dia", count(*) FROM "log_entradas" GROUP BY "id_condo", "dia";
--> statement-breakpoint
CREATE FUNCTION "contar_correspondencias"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.id_condo = NEW.id_condo AND OLD.data_chegada = NEW.data_chegada THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE contagens_diarias SET n = n - 1
    WHERE serie = 'correspondencias:' || OLD.status AND id_condo = OLD.id_condo
      AND dia = (OLD.data_chegada AT TIME ZONE interval '-03:00')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contagens_diarias AS c (serie, id_condo, dia, n)
    VALUES ('correspondencias:' || NEW.status, NEW.id_condo, (NEW.data_chegada AT TIME ZONE interval '-03:00')::date, 1)
    ON CONFLICT (serie, id_condo, dia) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "correspondencias_contagem" AFTER INSERT OR DELETE OR UPDATE OF "id_condo", "status", "data_chegada"
  ON "correspondencias" FOR EACH ROW EXECUTE FUNCTION "contar_correspondencias"();
--> statement-breakpoint
INSERT INTO "contagens_diarias" ("serie", "id_condo", "dia", "n")
  SELECT 'correspondencias:' || "status", "id_condo", ("data_chegada" AT TIME ZONE interval '-03:00')::date, count(*)
  FROM "correspondencias" GROUP BY 1, 2, 3;
