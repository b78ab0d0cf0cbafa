import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePredictionsRecord } from '../../../api/capabilitiesApi';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Spinner } from '../../../components/Spinner';
import { useGoBack } from '../../../components/useGoBack';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import {
  useGetPredictionListQuery,
  useGetPredictionRecordQuery,
} from '../../../features/predictions/api';
import { OddsFormatSwitch } from '../../../features/predictions/components/OddsFormatSwitch';
import { PredictionList } from '../../../features/predictions/components/PredictionList';
import { ProfitChart } from '../../../features/predictions/components/ProfitChart';
import { RecordFigures } from '../../../features/predictions/components/RecordFigures';
import { recordArgs, TITLE } from '../../pages/predictions.data';

const PAGE_CLASS =
  'mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8';

/**
 * `/predictions` and `/predictions/{categorySlug}`: the proofed record, its figures computed by
 * the backend, profit by month, and every pick. Not found on a backend without the record.
 */
export default function PredictionsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { record: recordArg, list: listArg } = recordArgs({ params, search });
  const goBack = useGoBack();
  const { available, pending } = usePredictionsRecord();
  const record = useGetPredictionRecordQuery(recordArg, { skip: !available });
  const list = useGetPredictionListQuery(listArg, { skip: !available });

  if (pending || record.isLoading) {
    return <Spinner label="Loading the record" className="min-h-64" />;
  }
  const unknownCategory = (record.error as { status?: unknown } | undefined)?.status === 404;
  if (!available || unknownCategory) {
    return (
      <NotFoundPanel
        subtext={
          unknownCategory
            ? 'There is no category with that name.'
            : 'The page you are looking for does not exist.'
        }
        onGoBack={goBack}
      />
    );
  }

  const figures = record.data;
  const name = figures?.category?.name;
  const basePath = `/predictions${recordArg.category ? `/${recordArg.category}` : ''}`;
  const chip =
    'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <div className={PAGE_CLASS}>
      <section aria-labelledby="record-heading" className="flex flex-col gap-6">
        <FeedHeading
          id="record-heading"
          title={name ? `${name} ${TITLE.toLowerCase()}` : TITLE}
          subtitle="Every pick published before kickoff, locked at kickoff and settled in public."
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {(figures?.categories.length ?? 0) > 0 && (
            <nav aria-label="Record of">
              <ul className="flex flex-wrap gap-2">
                {[{ slug: '', name: 'All' }, ...(figures?.categories ?? [])].map((category) => {
                  const current = category.slug === recordArg.category;
                  return (
                    <li key={category.slug}>
                      <Link
                        to={category.slug ? `/predictions/${category.slug}` : '/predictions'}
                        aria-current={current ? 'page' : undefined}
                        className={`${chip} ${
                          current
                            ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-ink-900'
                            : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-ink-600 dark:text-slate-200 dark:hover:bg-ink-700'
                        }`}
                      >
                        {category.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          <div className="prediction-record">
            <OddsFormatSwitch />
          </div>
        </div>
        {figures ? (
          <>
            <RecordFigures record={figures} />
            <ProfitChart months={figures.months} />
          </>
        ) : (
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            The record could not be loaded. Try again in a moment.
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          How it counts: void picks don&rsquo;t count, half results count half the stake, and runs
          follow kickoff order.{' '}
          <Link
            to="/about"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            About the record
          </Link>
        </p>
      </section>
      {list.data ? (
        <PredictionList list={list.data} status={listArg.status} basePath={basePath} />
      ) : list.isFetching ? (
        <Spinner label="Loading predictions" className="min-h-32" />
      ) : null}
    </div>
  );
}
