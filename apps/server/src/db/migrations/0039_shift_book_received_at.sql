ALTER TABLE "livro_registros" ADD COLUMN "recebido_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The receipt of the entries already written: their audit entry's time (what the list read until now), else the
-- moment they were written.
UPDATE "livro_registros" l SET "recebido_em" = coalesce((
  SELECT min(a.created_at) FROM audit_log a
  WHERE a.id_condo = l.id_condo AND a.acao = 'livro.registrar' AND a.id_entidade = l.id::text
    AND a.created_at >= l.criado_em - interval '2 minutes'), l.criado_em);
