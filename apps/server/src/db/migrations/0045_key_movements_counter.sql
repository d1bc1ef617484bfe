-- The keys' history total without a filter (issue 34, decision 114's contagens): a condominium's key movements are
-- counted by triggers ('chave_movimentos') instead of counting them on every page (10,000 movements: ~1 ms a page).
-- Inserts are counted once per statement; a deleted movement (a condominium removed) per row.
CREATE FUNCTION "contar_chave_movimentos_inseridos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagens AS c (serie, id_condo, n)
    SELECT 'chave_movimentos', id_condo, count(*) FROM novos GROUP BY id_condo
  ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "contar_chave_movimentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id_condo = NEW.id_condo THEN
    RETURN NULL;
  END IF;
  UPDATE contagens SET n = n - 1 WHERE serie = 'chave_movimentos' AND id_condo = OLD.id_condo;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO contagens AS c (serie, id_condo, n) VALUES ('chave_movimentos', NEW.id_condo, 1)
    ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chave_movimentos_contagem_inclusao" AFTER INSERT ON "chave_movimentos" REFERENCING NEW TABLE AS "novos"
  FOR EACH STATEMENT EXECUTE FUNCTION "contar_chave_movimentos_inseridos"();--> statement-breakpoint
CREATE TRIGGER "chave_movimentos_contagem" AFTER DELETE OR UPDATE OF "id_condo" ON "chave_movimentos"
  FOR EACH ROW EXECUTE FUNCTION "contar_chave_movimentos"();--> statement-breakpoint
INSERT INTO "contagens" ("serie", "id_condo", "n")
  SELECT 'chave_movimentos', "id_condo", count(*) FROM "chave_movimentos" GROUP BY "id_condo";
