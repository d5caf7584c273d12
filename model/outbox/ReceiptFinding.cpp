#include "ReceiptFinding.h"

namespace atlas {

std::string_view toString(ReceiptFinding::Kind kind)
{
    switch (kind) {
    case ReceiptFinding::Kind::Ok:
        return "ok";
    case ReceiptFinding::Kind::Missing:
        return "missing";
    case ReceiptFinding::Kind::Pending:
        return "pending";
    case ReceiptFinding::Kind::Duplicated:
        return "duplicated";
    case ReceiptFinding::Kind::Unexpected:
        return "unexpected";
    case ReceiptFinding::Kind::Reconciled:
        return "reconciled";
    }
    return "ok";
}

std::optional<ReceiptFinding::Kind> receiptFindingFromString(std::string_view name)
{
    using Kind = ReceiptFinding::Kind;
    for (const Kind kind : {Kind::Ok, Kind::Missing, Kind::Pending, Kind::Duplicated,
                            Kind::Unexpected, Kind::Reconciled})
        if (toString(kind) == name)
            return kind;
    return std::nullopt;
}

bool ReceiptFinding::open() const
{
    return kind == Kind::Missing || kind == Kind::Duplicated || kind == Kind::Unexpected;
}

} // namespace atlas
