-- The residents' counter (migration 0022) counted each inserted row on its own: an import of 20,000 residents
-- updated the same counter row 20,000 times in one transaction (8.3 s of 9 s on the embedded engine). Inserts are
-- now counted once per statement from its transition table; updates and deletes stay per row.
DROP TRIGGER "pessoas_contagem" ON "pessoas";--> statement-breakpoint
CREATE FUNCTION "contar_pessoas_inseridas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contagens AS c (serie, id_condo, n)
    SELECT 'pessoas:ATIVO', id_condo, count(*) FROM novas
    WHERE situacao = 'ATIVO' AND id_condo IS NOT NULL GROUP BY id_condo
  ON CONFLICT (serie, id_condo) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pessoas_contagem_inclusao" AFTER INSERT ON "pessoas" REFERENCING NEW TABLE AS "novas"
  FOR EACH STATEMENT EXECUTE FUNCTION "contar_pessoas_inseridas"();--> statement-breakpoint
CREATE TRIGGER "pessoas_contagem" AFTER DELETE OR UPDATE OF "situacao", "id_condo", "id_unidade" ON "pessoas"
  FOR EACH ROW EXECUTE FUNCTION "contar_pessoas"();
