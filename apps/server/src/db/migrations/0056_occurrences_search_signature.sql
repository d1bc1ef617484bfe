-- The occurrences' word search within a period (issue 30): each of the period's 22,192 rows (benchmark database, 90
-- days) was tested with LIKE for its words, 2.9 ms against 1.6-1.8 ms for the walk of the period's index alone. A
-- text holding a word holds each pair of the word's adjacent letters, so 64 bits of the text's pairs, kept with the
-- row and in the period's index, set most rows apart with one AND before any LIKE: 1.6-1.8 ms. The bits come from
-- the letters' code points, not from hashtext(), so an upgrade of PostgreSQL cannot change what is stored. The index
-- is the same one, with the bits added to what it carries (rebuilt, it was also 100 MB → 60 MB on that database).
CREATE FUNCTION "busca_assinatura"("texto" text) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << ((((ascii(substr(texto, i, 1)) * 1021 + ascii(substr(texto, i + 1, 1))) * 2654435761) >> 20) & 63)::int), 0)
    FROM generate_series(1, length(texto) - 1) AS i
$$;--> statement-breakpoint
ALTER TABLE "ocorrencias" ADD COLUMN "assinatura" bigint GENERATED ALWAYS AS (busca_assinatura(lower(translate(conteudo || ' ' || tipo_ocorrencia, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy')))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "ocorrencias_condo_data_idx";--> statement-breakpoint
CREATE INDEX "ocorrencias_condo_data_idx" ON "ocorrencias" USING btree ("id_condo","data_ocorrencia","id") INCLUDE ("busca","assinatura","id_unidade","fl_encerrado","publica");
