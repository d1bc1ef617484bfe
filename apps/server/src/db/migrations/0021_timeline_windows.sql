DROP INDEX "timeline_events_condo_inicio_idx";--> statement-breakpoint
ALTER TABLE "timeline_events" ADD COLUMN "busca_atividade" text GENERATED ALWAYS AS (lower(translate(atividade, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) STORED;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD COLUMN "busca_pessoa" text GENERATED ALWAYS AS (lower(translate(coalesce(nm_pessoa, ''), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))) STORED;--> statement-breakpoint
CREATE INDEX "timeline_events_condo_inicio_id_idx" ON "timeline_events" USING btree ("id_condo","dt_inicio","id");--> statement-breakpoint
ANALYZE "timeline_events";
