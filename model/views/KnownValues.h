#pragma once

#include <QStringList>

#include <string_view>

namespace atlas {

// The texts a Label column can show (KnownValuesRole), where the lab knows
// them all, so a view can size the column before the longest one turns up.

QStringList eventTypeNames();
QStringList faultNames(); // the injectable ones, without "none"
QStringList journalKindNames();
// Every outcome a journal entry can carry: the categorised ones of channel,
// handler, relay, operator and clock entries, and every command name.
QStringList journalOutcomeNames();
// The values a stored field takes when the lab writes it (order states,
// event types, outbox and parked-record states); empty for any other field.
QStringList storedFieldValues(std::string_view collection, std::string_view field);

} // namespace atlas
