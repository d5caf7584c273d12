#include "CliOptions.h"

namespace atlas {

CliOptions::CliOptions()
{
    parser.setApplicationDescription(
        QStringLiteral("AtlasMart Idempotency Lab: watch an event-driven order backend survive "
                       "duplicates, reordering, lost acks, crashes and poison events."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({headless,   chaos,         seed,       orders,    events,   retry,
                       strategy,   relayStrategy, duplicates, reorders,  lostAcks, crashes,
                       transients, journal,       db,         json,      lesson,   scenario,
                       list,       validate,      screenshot, presenter, dark});
}

bool CliOptions::parse(const QStringList& arguments, QString& error)
{
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        error =
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first());
        return false;
    }
    return true;
}

} // namespace atlas
