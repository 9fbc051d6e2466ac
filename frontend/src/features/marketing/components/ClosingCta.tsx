import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { TRIAL_DAYS } from '../plans';

export function ClosingCta() {
  return (
    <section className="bg-white px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-emerald-600 px-6 py-14 text-center shadow-xl shadow-indigo-600/20 sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Make your next bill a GST invoice.</h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-indigo-100 sm:text-lg">
          Set up your business in a few minutes and try Hisaab free for {TRIAL_DAYS} days.
        </p>
        <Link
          to="/register"
          className="mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-indigo-700 shadow-sm transition hover:bg-indigo-50"
        >
          Get Started <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
