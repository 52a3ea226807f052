-- Where a visitor first came from, kept on each submission: the utm_source, utm_medium and utm_campaign of the page
-- they landed on and the host of the site that sent them there. The browser keeps this first touch itself (no cookie,
-- no third-party script) and sends it with every waitlist signup, newsletter signup, vendor application and support
-- message. All four are optional: submissions queued in a browser before this existed carry none, and a visitor who
-- typed the address has no referrer.
--
-- Anyone can put any text in a link's query string, so the columns hold short plain text only: trimmed, at most 100
-- characters, no control characters (a line break would split a CSV export's row). The referrer is a host name alone,
-- never a path or query that could carry someone's personal data. The table-wide insert grants cover the new columns;
-- nobody may update them.
do $$
declare
  submission_table text;
  utm_column text;
begin
  foreach submission_table in array array['waitlist_signups', 'newsletter_signups', 'vendor_applications', 'support_messages'] loop
    foreach utm_column in array array['utm_source', 'utm_medium', 'utm_campaign'] loop
      execute format(
        'alter table public.%I add column %I text constraint %I check (%I is null or (char_length(%I) between 1 and 100 and %I = btrim(%I) and %I !~ ''[[:cntrl:]]''))',
        submission_table, utm_column, submission_table || '_' || utm_column || '_text',
        utm_column, utm_column, utm_column, utm_column, utm_column
      );
    end loop;
    execute format(
      'alter table public.%I add column referrer_host text constraint %I check (referrer_host is null or (char_length(referrer_host) <= 253 and referrer_host ~ ''^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$''))',
      submission_table, submission_table || '_referrer_host_name'
    );
  end loop;
end
$$;
