import { useEffect, useState } from "react";
import { Link } from "react-router";
import { targetPath, type MyContribution, type MyContributions as Contributions } from "#contracts/community";
import { listMyContributions } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useRootData } from "#app/root-data";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";

/** The player's own reviews and comments in the cabinet, each linking to the page it is on. */
export function MyContributions() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { locale } = useRootData();
  const [data, setData] = useState<Contributions | null>(null);
  useEffect(() => {
    if (!client) return;
    listMyContributions(client, locale).then(setData, () => setData({ reviews: [], comments: [] }));
  }, [client, locale]);
  if (!data) return null;
  return (
    <>
      <ContributionList id="my-reviews" title={t("info.myReviews")} empty={t("info.noReviews")} items={data.reviews} />
      <ContributionList
        id="my-comments"
        title={t("info.myComments")}
        empty={t("info.noComments")}
        items={data.comments}
      />
    </>
  );
}

function ContributionList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: MyContribution[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="space-y-3" data-testid={id}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={targetPath(item.target)} className="font-semibold">
                {t("info.onTarget", { name: item.target.name })}
              </Link>{" "}
              <time dateTime={item.created_at} className="text-sm text-slate-700">
                {format.date(item.created_at)}
              </time>
              {item.status === "hidden" ? (
                <span className="ml-2 text-sm text-slate-700">({t("info.hidden")})</span>
              ) : null}
              <p className="text-slate-800">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
