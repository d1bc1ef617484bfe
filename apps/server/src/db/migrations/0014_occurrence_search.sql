ALTER TABLE "ocorrencias" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(translate(conteudo || ' ' || tipo_ocorrencia, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) STORED;--> statement-breakpoint
-- The period's index carries what the list filters on (the folded text, unit, status, visibility), so counting a
-- search over a 90-day period reads the index alone (drizzle-kit does not model INCLUDE: the schema names the
-- index's key columns, which did not change).
DROP INDEX IF EXISTS "ocorrencias_condo_data_idx";--> statement-breakpoint
CREATE INDEX "ocorrencias_condo_data_idx" ON "ocorrencias" USING btree ("id_condo","data_ocorrencia","id") INCLUDE ("busca","id_unidade","fl_encerrado","publica");
