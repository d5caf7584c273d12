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
    }
    return "ok";
}

} // namespace atlas
