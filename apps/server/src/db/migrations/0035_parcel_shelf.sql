ALTER TABLE "condominios" ADD COLUMN "dias_alerta_encomenda" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "correspondencias" ADD COLUMN "prateleira" text;--> statement-breakpoint
ALTER TABLE "correspondencias" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(translate(destinatario || ' ' || coalesce(descricao, '') || ' ' || coalesce(codigo_rastreio, '') || ' ' || coalesce(prateleira, ''), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) STORED;--> statement-breakpoint
CREATE INDEX "correspondencias_prateleira_idx" ON "correspondencias" USING btree ("id_condo","data_chegada","id") WHERE status = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "correspondencias_prateleira_busca_idx" ON "correspondencias" USING gin ("busca" gin_trgm_ops) WHERE status = 'PENDENTE';--> statement-breakpoint
-- The shelf's count (issue 33 item 1) and the correspondence tile's badge: the parcels waiting in each condominium,
-- kept by the writes themselves as the residents' count is (migration 0022), so reading it never counts 50,000 rows.
CREATE FUNCTION "contar_correspondencias_pendentes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.id_condo = NEW.id_condo THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status = 'PENDENTE' THEN
    UPDATE contagens SET n = n - 1 WHERE serie = 'correspondencias:PENDENTE' AND id_condo = OLD.id_condo;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'PENDENTE' THEN
    INSERT INTO contagens AS c (serie, id_condo, n) VALUES ('correspondencias:PENDENTE', NEW.id_condo, 1)
    ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "correspondencias_pendentes_contagem" AFTER DELETE OR UPDATE OF "status", "id_condo" ON "correspondencias"
  FOR EACH ROW EXECUTE FUNCTION "contar_correspondencias_pendentes"();--> statement-breakpoint
-- Inserts are counted once per statement (a bulk load would otherwise update one counter row per parcel).
CREATE FUNCTION "contar_correspondencias_inseridas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagens AS c (serie, id_condo, n)
    SELECT 'correspondencias:PENDENTE', id_condo, count(*) FROM novas WHERE status = 'PENDENTE' GROUP BY id_condo
  ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "correspondencias_pendentes_inclusao" AFTER INSERT ON "correspondencias" REFERENCING NEW TABLE AS "novas"
  FOR EACH STATEMENT EXECUTE FUNCTION "contar_correspondencias_inseridas"();--> statement-breakpoint
INSERT INTO "contagens" ("serie", "id_condo", "n")
  SELECT 'correspondencias:PENDENTE', "id_condo", count(*) FROM "correspondencias" WHERE "status" = 'PENDENTE' GROUP BY "id_condo"
  ON CONFLICT ("serie", "id_condo") DO UPDATE SET "n" = excluded."n";--> statement-breakpoint
ANALYZE "correspondencias";
