import { useEffect, useState } from "react";
import type { PostSchedule } from "#contracts/blog-documents";
import { ApiError } from "../../../client/api-error";
import { Field } from "../../../ui/field";
import { ConsoleButton } from "../console-button";
import { may, useConsole } from "../console-context";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * A post's scheduled publishing (docs/decisions/0031): the time its newest revision goes on the site, set,
 * moved or cancelled; a refusal of the job shown as it was kept.
 */
export function PostSchedulePanel({ id }: { id: number }) {
  const { client, service, me } = useConsole();
  const [schedule, setSchedule] = useState<PostSchedule | null>(null);
  const [at, setAt] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const path = `${service}/posts/${id}/schedule/`;

  useEffect(() => {
    client.api<{ schedule: PostSchedule | null }>("GET", path).then(
      (answer) => setSchedule(answer.schedule),
      () => setMessage("The schedule could not load."),
    );
  }, [client, path]);

  async function plan() {
    const time = new Date(at);
    if (!at || Number.isNaN(time.getTime())) return setErrors(["Pick a day and a time"]);
    try {
      const answer = await client.api<{ schedule: PostSchedule }>("PUT", path, { publish_at: time.toISOString() });
      setSchedule(answer.schedule);
      setErrors([]);
      setMessage(`Scheduled: the newest revision goes on the site on ${when.format(time)}.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        setErrors(Object.values(error.body?.errors ?? {}).flatMap((list) => list.map((e) => e.message)));
      else setMessage("The schedule could not be saved. Try again.");
    }
  }

  async function cancel() {
    try {
      await client.api("DELETE", path);
      setSchedule(null);
      setMessage("The schedule is cancelled.");
    } catch {
      setMessage("The schedule could not be cancelled. Try again.");
    }
  }

  if (!may(me, "content.publish")) return null;
  return (
    <section aria-labelledby="schedule-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="schedule-title" className="text-lg font-semibold">
        Schedule publishing
      </h2>
      <p>
        {schedule
          ? `Goes on the site on ${when.format(new Date(schedule.publish_at))} (set by ${schedule.scheduled_by}).`
          : "Not scheduled."}
        {schedule?.error ? ` It could not be published: ${schedule.error}` : ""}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label="Publish at (your time)"
          type="datetime-local"
          value={at}
          errors={errors}
          onChange={(event) => setAt(event.currentTarget.value)}
        />
        <ConsoleButton quiet onClick={plan}>
          {schedule ? "Move the schedule" : "Schedule"}
        </ConsoleButton>
        {schedule ? (
          <ConsoleButton quiet onClick={cancel}>
            Cancel the schedule
          </ConsoleButton>
        ) : null}
      </div>
      {message ? <p role="status">{message}</p> : null}
    </section>
  );
}
