import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { formatCents } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { loginHref, useAuth, type AuthUser } from '@/lib/auth';
import { useCheckoutPort } from '../ports';
import type { OwnerOrder } from '@/lib/billing';
import { ownerOrdersQuery } from '../api';
import { issuer, receiptCopy, receiptDate, refundTerms } from '../content/checkout-receipt';
import { checkoutCopy } from '../content/checkout-success';
import { StatusActions, StatusFrame, type StatusFrameProps } from './status-frame';

/** Only money that was paid has a receipt: a completed order, or one paid and later refunded. */
const hasReceipt = (order: OwnerOrder) => order.status === 'completed' || order.status === 'refunded';

/**
 * /checkout/receipt?reference=DK-RES-…: the receipt of one of the signed-in owner's orders, laid out to print (the
 * browser's print dialog also saves it as a PDF). The order is read like the dashboard reads it, so RLS decides
 * whose it is; a reference that is not the caller's is simply not found.
 */
export function CheckoutReceiptPage() {
  const { port, status, user } = useAuth();
  const billing = useCheckoutPort('ownerBilling');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const userId = user?.id;
  // The same orders the dashboard shows, under the same key: a refund made there is read here too.
  const orders = useQuery({ ...ownerOrdersQuery(billing, userId ?? ''), enabled: port.configured && Boolean(userId) && Boolean(reference) });

  useEffect(() => {
    if (port.configured && status === 'ready' && !userId) navigate(loginHref(`${location.pathname}${location.search}`), { replace: true });
  }, [port.configured, status, userId, navigate, location.pathname, location.search]);

  if (!port.configured) {
    return <Frame heading={checkoutCopy.notConfiguredHeading} lead={checkoutCopy.notConfiguredLead} tone="neutral" />;
  }
  const order = orders.data?.find((candidate) => candidate.reference === reference && hasReceipt(candidate));
  if (!reference || (orders.data && !order)) {
    return (
      <Frame heading={receiptCopy.notFoundHeading} lead={receiptCopy.notFoundLead} tone="missing">
        <StatusActions />
      </Frame>
    );
  }
  if (orders.isError && !orders.isFetching) {
    return (
      <Frame heading={receiptCopy.failedHeading} lead={receiptCopy.failedLead} tone="missing">
        <StatusActions retry={() => void orders.refetch()} />
      </Frame>
    );
  }
  if (!order || !user) {
    return <Frame heading={receiptCopy.loadingHeading} lead={receiptCopy.loadingLead} tone="busy" />;
  }
  return <Receipt order={order} payer={user} />;
}

function Frame(props: Omit<StatusFrameProps, 'title' | 'description' | 'noindex'>) {
  return <StatusFrame {...props} title={receiptCopy.title} description={receiptCopy.description} noindex />;
}

function Receipt({ order, payer }: { order: OwnerOrder; payer: AuthUser }) {
  const amount = formatCents(order.amountTotal);
  const refunded = order.status === 'refunded';
  const facts: readonly { label: string; value: ReactNode }[] = [
    { label: receiptCopy.reference, value: <span className="font-semibold tracking-wide whitespace-nowrap">{order.reference}</span> },
    { label: receiptCopy.datePaid, value: receiptDate(order.orderDate) },
    {
      label: receiptCopy.billedTo,
      value: (
        <>
          {payer.fullName && <span className="block">{payer.fullName}</span>}
          <span className="block break-all">{payer.email}</span>
        </>
      ),
    },
    { label: receiptCopy.status, value: refunded ? receiptCopy.refunded : receiptCopy.paid },
  ];
  return (
    <>
      <PageMeta title={receiptCopy.title} description={receiptCopy.description} noindex />
      <Container className="py-8 sm:py-14 print:max-w-none print:p-0">
        <div className="mx-auto max-w-2xl">
          <div className="mb-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between print:hidden">
            <Link
              to={paths.dashboard.getHref()}
              className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {checkoutCopy.dashboard}
            </Link>
            <div className="flex flex-col gap-2 sm:items-end">
              <Button onClick={() => window.print()}>
                <Printer className="h-4 w-4" aria-hidden="true" />
                {receiptCopy.print}
              </Button>
              <p className="text-sm text-ink-600">{receiptCopy.printHint}</p>
            </div>
          </div>

          <article
            aria-labelledby="receipt-heading"
            className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
          >
            <header className="flex flex-col gap-5 border-b border-ink-200 pb-6 sm:flex-row-reverse sm:items-start sm:justify-between">
              <div className="sm:text-right">
                <h1 id="receipt-heading" className="text-3xl font-extrabold tracking-tight text-ink-900">
                  {receiptCopy.heading}
                </h1>
                <p className="mt-1 text-sm font-medium text-ink-600">{receiptCopy.kind}</p>
              </div>
              <div>
                <p className="text-xl font-extrabold text-brand-800">{issuer.name}</p>
                <address className="mt-1 text-sm not-italic leading-6 text-ink-600">
                  {[issuer.street, issuer.locality, issuer.email, issuer.phone].map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            </header>

            <dl className="grid gap-x-8 gap-y-4 border-b border-ink-200 py-6 sm:grid-cols-2">
              {facts.map(({ label, value }) => (
                <div key={label}>
                  <dt className="text-sm text-ink-600">{label}</dt>
                  <dd className="mt-0.5 text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>

            <table className="mt-6 w-full text-left">
              <caption className="sr-only">{receiptCopy.itemsLabel}</caption>
              <thead>
                <tr className="border-b border-ink-200 text-sm text-ink-600">
                  <th scope="col" className="pb-2 font-medium">
                    {receiptCopy.itemHeading}
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    {receiptCopy.amountHeading}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-ink-200 align-top">
                  <td className="py-4 pr-4">
                    <p className="font-semibold text-ink-900">{receiptCopy.itemName}</p>
                    <p className="mt-1 text-sm text-ink-600">{receiptCopy.itemDetail}</p>
                  </td>
                  <td className="py-4 text-right font-semibold text-ink-900">{amount}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="pt-4 text-left font-bold text-ink-900">
                    {receiptCopy.total}
                  </th>
                  <td className="pt-4 text-right text-xl font-extrabold text-ink-900">{amount}</td>
                </tr>
              </tfoot>
            </table>
            {refunded && <p className="mt-4 font-semibold text-ink-900">{receiptCopy.refundedNote}</p>}

            <section aria-labelledby="refund-terms" className="mt-8 rounded-xl bg-ink-50 p-5 print:border print:border-ink-200 print:bg-transparent">
              <h2 id="refund-terms" className="font-bold text-ink-900">
                {receiptCopy.refundTitle}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
                {refundTerms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </section>

            <p className="mt-6 text-sm text-ink-600">
              {receiptCopy.questionsBefore} <span className="whitespace-nowrap">{order.reference}</span> {receiptCopy.questionsAfter}
            </p>
          </article>
        </div>
      </Container>
    </>
  );
}
