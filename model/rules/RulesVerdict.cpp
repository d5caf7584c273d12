#include "RulesVerdict.h"

namespace atlas {
namespace {

const char* resultName(RulesConsidered::Result r)
{
    switch (r) {
    case RulesConsidered::Result::True:
        return "true";
    case RulesConsidered::Result::False:
        return "false";
    case RulesConsidered::Result::Error:
        return "error";
    }
    return "false";
}

Json ruleJson(const RulesConsidered& c)
{
    Json out = jsonObject("line", c.line, "column", c.column, "statement", c.statement,
                          "condition", c.condition, "result", resultName(c.result));
    if (!c.why.empty())
        out["why"] = c.why;
    return out;
}

} // namespace

Json RulesVerdict::toJson() const
{
    Json considerations = Json::array();
    for (const RulesConsidered& c : considered)
        considerations.push_back(ruleJson(c));
    return jsonObject("request", request.toJson(), "verdict", allowed ? "allowed" : "denied",
                      "rule", decidedBy ? ruleJson(*decidedBy) : Json(nullptr), "reason", reason,
                      "considered", std::move(considerations));
}

} // namespace atlas
