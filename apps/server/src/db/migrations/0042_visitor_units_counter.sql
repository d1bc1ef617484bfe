-- The visitor list's total without a filter (issue 30, decision 114): a condominium's active visitor-units are counted
-- by triggers in `contagens` ('visitante_unidades:ATIVO') instead of ~90,000 rows read on every page. Inserts are
-- counted once per statement (a bulk load updates the counter once); deactivation and deletes per row.
CREATE FUNCTION "contar_visitante_unidades_inseridas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagens AS c (serie, id_condo, n)
    SELECT 'visitante_unidades:ATIVO', id_condo, count(*) FROM novas WHERE ativo GROUP BY id_condo
  ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "contar_visitante_unidades"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.ativo = NEW.ativo AND OLD.id_condo = NEW.id_condo THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.ativo THEN
    UPDATE contagens SET n = n - 1 WHERE serie = 'visitante_unidades:ATIVO' AND id_condo = OLD.id_condo;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.ativo THEN
    INSERT INTO contagens AS c (serie, id_condo, n) VALUES ('visitante_unidades:ATIVO', NEW.id_condo, 1)
    ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "visitante_unidades_contagem_inclusao" AFTER INSERT ON "visitante_unidades" REFERENCING NEW TABLE AS "novas"
  FOR EACH STATEMENT EXECUTE FUNCTION "contar_visitante_unidades_inseridas"();--> statement-breakpoint
CREATE TRIGGER "visitante_unidades_contagem" AFTER DELETE OR UPDATE OF "ativo", "id_condo" ON "visitante_unidades"
  FOR EACH ROW EXECUTE FUNCTION "contar_visitante_unidades"();--> statement-breakpoint
INSERT INTO "contagens" ("serie", "id_condo", "n")
  SELECT 'visitante_unidades:ATIVO', "id_condo", count(*) FROM "visitante_unidades" WHERE "ativo" GROUP BY "id_condo";
