-- The visitors' list filtered by a type or to the condominium's providers (issue 30): its total counted every link of
-- the condominium with its person (~90,000 links joined to ~100,000 visitors on the benchmark's database: 105 ms at
-- best) on every request the list cache missed, and a type's page tested each link's person. Each link now carries its
-- visitor's type, kept by the database as migration 0053 keeps `busca_visitante`, and the counter triggers of
-- migration 0042 also count each type's active links ('visitante_unidades:ATIVO:<type>') and those without a unit,
-- the condominium's providers ('visitante_unidades:ATIVO:SEM_UNIDADE'), exact in each write's own transaction.
ALTER TABLE "visitante_unidades" ADD COLUMN "visitante_tipo" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "visitante_unidades" vu SET "visitante_tipo" = v."visitante_tipo" FROM "visitantes" v WHERE v."id" = vu."id_visitante";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "copiar_busca_do_visitante"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(busca, ''), coalesce(visitante_tipo, '') INTO NEW.busca_visitante, NEW.visitante_tipo
    FROM visitantes WHERE id = NEW.id_visitante;
  NEW.busca_visitante := coalesce(NEW.busca_visitante, '');
  NEW.visitante_tipo := coalesce(NEW.visitante_tipo, '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "levar_tipo_aos_vinculos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visitante_unidades SET visitante_tipo = NEW.visitante_tipo WHERE id_visitante = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "visitantes_tipo_vinculos" AFTER UPDATE OF "visitante_tipo" ON "visitantes"
  FOR EACH ROW WHEN (OLD.visitante_tipo IS DISTINCT FROM NEW.visitante_tipo) EXECUTE FUNCTION "levar_tipo_aos_vinculos"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contar_visitante_unidades_inseridas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagens AS c (serie, id_condo, n)
    SELECT s.serie, nv.id_condo, count(*) FROM novas nv
      CROSS JOIN LATERAL (VALUES ('visitante_unidades:ATIVO'), ('visitante_unidades:ATIVO:' || nv.visitante_tipo),
        (CASE WHEN nv.id_unidade IS NULL THEN 'visitante_unidades:ATIVO:SEM_UNIDADE' END)) s(serie)
      WHERE nv.ativo AND s.serie IS NOT NULL GROUP BY s.serie, nv.id_condo
  ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contar_visitante_unidades"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.ativo = NEW.ativo AND OLD.id_condo = NEW.id_condo
    AND OLD.visitante_tipo = NEW.visitante_tipo AND (OLD.id_unidade IS NULL) = (NEW.id_unidade IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.ativo THEN
    UPDATE contagens SET n = n - 1 WHERE id_condo = OLD.id_condo
      AND (serie IN ('visitante_unidades:ATIVO', 'visitante_unidades:ATIVO:' || OLD.visitante_tipo)
        OR (serie = 'visitante_unidades:ATIVO:SEM_UNIDADE' AND OLD.id_unidade IS NULL));
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.ativo THEN
    INSERT INTO contagens AS c (serie, id_condo, n)
      SELECT s.serie, NEW.id_condo, 1 FROM (VALUES ('visitante_unidades:ATIVO'),
        ('visitante_unidades:ATIVO:' || NEW.visitante_tipo),
        (CASE WHEN NEW.id_unidade IS NULL THEN 'visitante_unidades:ATIVO:SEM_UNIDADE' END)) s(serie)
      WHERE s.serie IS NOT NULL
    ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "visitante_unidades_contagem" ON "visitante_unidades";--> statement-breakpoint
-- "id_visitante": a new person's type is set by the BEFORE trigger, and a column only a trigger sets does not fire
-- an UPDATE OF trigger.
CREATE TRIGGER "visitante_unidades_contagem"
  AFTER DELETE OR UPDATE OF "ativo", "id_condo", "visitante_tipo", "id_unidade", "id_visitante" ON "visitante_unidades"
  FOR EACH ROW EXECUTE FUNCTION "contar_visitante_unidades"();--> statement-breakpoint
INSERT INTO "contagens" ("serie", "id_condo", "n")
  SELECT s.serie, vu."id_condo", count(*) FROM "visitante_unidades" vu
    CROSS JOIN LATERAL (VALUES ('visitante_unidades:ATIVO:' || vu."visitante_tipo"),
      (CASE WHEN vu."id_unidade" IS NULL THEN 'visitante_unidades:ATIVO:SEM_UNIDADE' END)) s(serie)
    WHERE vu."ativo" AND s.serie IS NOT NULL GROUP BY s.serie, vu."id_condo"
ON CONFLICT ("serie", "id_condo") DO UPDATE SET "n" = excluded."n";--> statement-breakpoint
CREATE INDEX "visitante_unidades_condo_tipo_idx" ON "visitante_unidades" USING btree ("id_condo","visitante_tipo","id") WHERE ativo;
