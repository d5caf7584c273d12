// WhyText for the steps around a handler: what the channel, the outbox relay
// and an operator did, one explanation per outcome.
#include "inspector/WhyText.h"

#include "inspector/JsonFields.h"
#include "lab/timeline/JournalEntry.h"

namespace atlas {
namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString paragraph(const QString& html)
{
    return QStringLiteral("<p>") + html + QStringLiteral("</p>");
}

} // namespace

QString WhyText::channelStep(const JournalEntry& entry) const
{
    const std::string& outcome = entry.outcome;
    const std::string dueIso = stringField(entry.data(), "due");
    const QString due = dueIso.empty() ? tr("its due time") : clockText(dueIso);
    QString text;
    if (outcome == "published")
        text = tr("The producer published this event; the channel queued its first delivery, "
                  "due %1.")
                   .arg(due);
    else if (outcome == "duplicated")
        text = tr("The channel queued another delivery of the same message. At-least-once "
                  "delivery means this can happen at any time: the handler must recognise it as "
                  "a duplicate.");
    else if (outcome == "reordered")
        text = tr("A delivery moved ahead of another: the platform does not promise any order.");
    else if (outcome == "fault-injected")
        text = tr("A fault was injected into this delivery; it applies to this attempt only.");
    else if (outcome == "attempt-started")
        text = tr("The channel handed the event to the handler.");
    else if (outcome == "acked")
        text = tr("The handler acknowledged: the channel considers this message done.");
    else if (outcome == "ack-lost")
        text = tr("The acknowledgement never reached the channel. From its side nothing "
                  "happened, so it will deliver the event again after the ack deadline.");
    else if (outcome == "nacked")
        text = tr("The handler failed, but the message was already settled: nothing is retried.");
    else if (outcome == "retry-scheduled")
        text = tr("The handler failed; the channel scheduled a retry at %1 (exponential backoff). "
                  "The retry carries the same source+id.")
                   .arg(due);
    else if (outcome == "redelivery-scheduled")
        text = tr("No ack arrived in time; the channel redelivers at %1. The redelivery carries "
                  "the same source+id: a duplicate for the handler.")
                   .arg(due);
    else if (outcome == "dead-lettered")
        text = tr("The channel gave up on this event and moved it to the dead-letter topic. It is "
                  "not lost: an operator can redrive it.");
    else if (outcome == "dropped")
        text = tr("Retries are off: the platform reports success and the event is gone. Nothing "
                  "will deliver it again.");
    else if (outcome == "expired")
        text = tr("The message outlived its retention without an ack: it is discarded, lost. A "
                  "dead-letter topic would not have caught it: the topic takes a message only "
                  "at its maximum delivery attempts.");
    else if (outcome == "redriven")
        text = tr("An operator redrove the event from the dead-letter topic: the same source+id, "
                  "with attempts counted from 1 again.");
    else if (outcome == "redrive-held")
        text = tr("The redrive was not done: this dead letter has been redriven as often as the "
                  "lab's redrive limit allows and came back each time. It stays in the topic, "
                  "held, until its cause is fixed or the limit is raised.");
    else if (outcome == "redrive-dry-run")
        text = tr("A dry run: the journal says what a redrive would redeliver and what it would "
                  "hold. Nothing else changed.");
    else if (outcome == "poisoned")
        text = tr("From now on the handler throws on this event on every attempt, before writing "
                  "anything. The application does not know the error as permanent, so it does "
                  "not park the event: every attempt fails and the retry policy decides what "
                  "happens.");
    else if (outcome == "poison-cleared")
        text = tr("The handler is fixed for this event: its next attempt runs normally.");
    else if (outcome == "consumer-offline")
        text = tr("The consumer went offline: every push fails with UNAVAILABLE and no handler "
                  "runs. Each failed push is a delivery attempt, retried by the policy.");
    else if (outcome == "consumer-online")
        text = tr("The consumer is reachable again: waiting retries reach the handler.");
    else if (outcome == "unavailable")
        text = tr("This push did not reach the consumer, which is offline. The handler did not "
                  "run; the channel treats it as a failed attempt.");
    else if (outcome == "policy")
        text = tr("The retry policy changed; it applies to the next failure.");
    else if (outcome == "idle")
        text = tr("Nothing to deliver: the queue is empty.");
    return text.isEmpty() ? QString() : paragraph(text);
}

QString WhyText::relayStep(const JournalEntry& entry)
{
    const std::string& outcome = entry.outcome;
    const std::string record = stringField(entry.data(), "record");
    const QString recordLink = record.empty() ? tr("the record") : link("workflowOutbox/" + record);
    QString text;
    if (outcome == "claimed")
        text = tr("The outbox relay claimed %1 (PROCESSING, under a lease) to send its email.")
                   .arg(recordLink);
    else if (outcome == "sent")
        text = tr("The email provider sent a new email for %1.").arg(recordLink);
    else if (outcome == "deduplicated")
        text = tr("The provider recognised the idempotency key of %1 and sent nothing new: the "
                  "key made the retry safe.")
                   .arg(recordLink);
    else if (outcome == "marked-sent")
        text = tr("The relay marked %1 SENT: this record is done.").arg(recordLink);
    else if (outcome == "failed")
        text = tr("The send for %1 returned an error, which may still hide an email that was "
                  "sent.")
                   .arg(recordLink);
    else if (outcome == "retry-scheduled")
        text =
            tr("%1 went back to READY with a backoff; the relay will try again.").arg(recordLink);
    else if (outcome == "gave-up")
        text = tr("Attempts are exhausted: %1 is FAILED and needs a person.").arg(recordLink);
    else if (outcome == "crashed")
        text = tr("The relay process died while handling %1. Whatever it sent but did not mark "
                  "will be sent again, unless the provider deduplicates it.")
                   .arg(recordLink);
    else if (outcome == "lease-expired")
        text = tr("A slow answer for %1 arrived after the lease was lost: nothing was written, "
                  "because another pass owns the record now.")
                   .arg(recordLink);
    else
        text = tr("The outbox relay worked on %1.").arg(recordLink);
    QStringList related;
    if (const std::string email = stringField(entry.data(), "providerMessageId"); !email.empty())
        related << tr("email %1").arg(link("providerEmails/" + email, qs(email)));
    if (const std::string order = stringField(entry.data(), "orderId"); !order.empty())
        related << tr("order %1").arg(link("orders/" + order, qs(order)));
    if (!related.isEmpty())
        text += QStringLiteral(" ") + tr("Related: %1.").arg(related.join(QStringLiteral(", ")));
    return paragraph(text);
}

QString WhyText::operatorStep(const JournalEntry& entry)
{
    if (entry.outcome == "replayed")
        return paragraph(tr("An operator replayed the parked event through the handler:")) +
               decision(entry.data());
    if (entry.outcome == "resolved")
        return paragraph(tr("An operator resolved the parked event without replaying it; the "
                            "record stays as evidence."));
    if (entry.outcome == "discarded")
        return paragraph(tr("An operator discarded the parked event; the record is kept, marked "
                            "DISCARDED."));
    return {};
}

} // namespace atlas
