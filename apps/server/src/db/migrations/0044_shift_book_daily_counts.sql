-- The shift book's entries per condominium and São Paulo day (issue 34, decision 114's contagens_diarias): a period's
-- total without a filter is the sum of its days' counters instead of counting the period's rows on every page (a
-- 90-day period of the large condominium: ~9,000 rows, 1.9 ms). A deleted entry (excluido_em) leaves the count.
CREATE FUNCTION "contar_livro_registros"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id_condo = NEW.id_condo AND OLD.criado_em = NEW.criado_em
    AND (OLD.excluido_em IS NULL) = (NEW.excluido_em IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.excluido_em IS NULL THEN
    UPDATE contagens_diarias SET n = n - 1
    WHERE serie = 'livro_registros' AND id_condo = OLD.id_condo
      AND dia = (OLD.criado_em AT TIME ZONE interval '-03:00')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.excluido_em IS NULL THEN
    INSERT INTO contagens_diarias AS c (serie, id_condo, dia, n)
    VALUES ('livro_registros', NEW.id_condo, (NEW.criado_em AT TIME ZONE interval '-03:00')::date, 1)
    ON CONFLICT (serie, id_condo, dia) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "livro_registros_contagem" AFTER INSERT OR DELETE OR UPDATE OF "id_condo", "criado_em", "excluido_em"
  ON "livro_registros" FOR EACH ROW EXECUTE FUNCTION "contar_livro_registros"();
--> statement-breakpoint
INSERT INTO "contagens_diarias" ("serie", "id_condo", "dia", "n")
  SELECT 'livro_registros', "id_condo", ("criado_em" AT TIME ZONE interval '-03:00')::date, count(*)
  FROM "livro_registros" WHERE "excluido_em" IS NULL GROUP BY 2, 3;
