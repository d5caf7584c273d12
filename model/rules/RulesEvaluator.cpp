#include "RulesEvaluator.h"

#include "RulesParser.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>

namespace atlas {
namespace {

// A value, or the error that stopped its evaluation. `why` explains a false
// boolean or the error, for the verdict.
struct Value
{
    Value(Json value = nullptr, bool failed = false, std::string reason = {})
        : v(std::move(value)), error(failed), why(std::move(reason))
    {
    }
    Json v;
    bool error;
    std::string why;
};

Value failure(std::string why)
{
    return Value{nullptr, true, std::move(why)};
}

std::string describe(const Json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_string())
        return "'" + v.get<std::string>() + "'";
    if (v.is_object())
        return Translated::translate("atlas::RulesVerdict", "a map");
    if (v.is_array())
        return v.dump();
    return v.dump();
}

// A list's document id is not known: the query may return any document.
using Binding = std::optional<std::string>;
using Bindings = std::map<std::string, Binding>;

class Context
{
public:
    Context(const RulesSet& rules, const RulesRequest& request, Bindings bindings)
        : rules_(rules), bindings_(std::move(bindings))
    {
        Json auth = nullptr;
        if (request.uid)
            auth = jsonObject("uid", *request.uid, "token", Json::object());
        const bool writes =
            request.method == RulesMethod::Create || request.method == RulesMethod::Update;
        Json proposed = nullptr;
        if (writes) {
            Json data = request.method == RulesMethod::Update && request.existing.is_object()
                            ? request.existing
                            : Json::object();
            if (request.data.is_object())
                for (const auto& [key, value] : request.data.items())
                    data[key] = value;
            proposed = jsonObject("data", std::move(data));
        }
        const std::string id = request.path.substr(request.path.rfind('/') + 1);
        if (request.method != RulesMethod::Create && request.existing.is_object())
            resource_ = jsonObject("data", request.existing, "id", id);
        request_ = jsonObject("auth", std::move(auth), "method",
                              rulesmethod::toString(request.method), "path",
                              "/databases/(default)/documents/" + request.path, "resource",
                              std::move(proposed));
    }

    std::string text(const RulesExpr& e) const
    {
        return RulesParser::oneLine(rules_.text(), e.offset, e.end);
    }

    Value eval(const RulesExpr& e) const
    {
        switch (e.kind) {
        case RulesExpr::Kind::Literal:
            return literal(e);
        case RulesExpr::Kind::Name:
            return name(e);
        case RulesExpr::Kind::Field:
            return field(e);
        case RulesExpr::Kind::Index:
            return index(e);
        case RulesExpr::Kind::List: {
            Value out{Json::array()};
            for (const auto& child : e.children) {
                Value item = eval(*child);
                if (item.error)
                    return item;
                out.v.push_back(std::move(item.v));
            }
            return out;
        }
        case RulesExpr::Kind::Not: {
            Value inner = eval(*e.children[0]);
            if (inner.error)
                return inner;
            if (!inner.v.is_boolean())
                return failure(filled(
                    Translated::translate("atlas::RulesVerdict", "! needs a boolean, but %1 is %2"),
                    text(*e.children[0]), describe(inner.v)));
            const bool result = !inner.v.get<bool>();
            return Value{result, false,
                         result ? std::string()
                                : filled(Translated::translate("atlas::RulesVerdict", "%1 is true"),
                                         text(*e.children[0]))};
        }
        case RulesExpr::Kind::Binary:
            if (e.name == "&&" || e.name == "||")
                return logical(e);
            return relation(e);
        }
        return failure(Translated::translate("atlas::RulesVerdict", "an unknown expression"));
    }

private:
    Value literal(const RulesExpr& e) const
    {
        if (e.value == Json(false))
            return Value{false, false,
                         Translated::translate("atlas::RulesVerdict",
                                               "it is `false`: this rule allows nothing")};
        return Value{e.value};
    }

    Value name(const RulesExpr& e) const
    {
        if (e.name == "request")
            return Value{request_};
        if (e.name == "resource")
            return Value{resource_};
        if (const auto it = bindings_.find(e.name); it != bindings_.end()) {
            if (!it->second)
                return failure(filled(Translated::translate("atlas::RulesVerdict",
                                                            "%1 has no value in a list: the "
                                                            "query may return any document"),
                                      e.name));
            return Value{*it->second};
        }
        return failure(filled(Translated::translate("atlas::RulesVerdict",
                                                    "%1 is not a variable here (request, "
                                                    "resource or a wildcard of the enclosing "
                                                    "matches)"),
                              e.name));
    }

    Value field(const RulesExpr& e) const
    {
        const RulesExpr& of = *e.children[0];
        Value base = eval(of);
        if (base.error)
            return base;
        const std::string whole = text(e);
        if (base.v.is_null())
            return failure(filled(
                Translated::translate("atlas::RulesVerdict", "%1 is null, so %2 has no value"),
                text(of), whole));
        if (!base.v.is_object())
            return failure(filled(
                Translated::translate("atlas::RulesVerdict", "%1 is %2, which has no field %3"),
                text(of), describe(base.v), e.name));
        const auto it = base.v.find(e.name);
        if (it == base.v.end())
            return failure(
                filled(Translated::translate("atlas::RulesVerdict", "%1 has no field %2"), text(of),
                       e.name));
        return boolWhy(Value{*it}, whole);
    }

    Value index(const RulesExpr& e) const
    {
        Value base = eval(*e.children[0]);
        if (base.error)
            return base;
        Value key = eval(*e.children[1]);
        if (key.error)
            return key;
        if (base.v.is_object() && key.v.is_string()) {
            const auto it = base.v.find(key.v.get<std::string>());
            if (it == base.v.end())
                return failure(
                    filled(Translated::translate("atlas::RulesVerdict", "%1 has no key %2"),
                           text(*e.children[0]), describe(key.v)));
            return boolWhy(Value{*it}, text(e));
        }
        if (base.v.is_array() && key.v.is_number_integer()) {
            const auto i = key.v.get<std::int64_t>();
            if (i < 0 || i >= static_cast<std::int64_t>(base.v.size()))
                return failure(filled(
                    Translated::translate("atlas::RulesVerdict", "%1: index %2 is out of range"),
                    text(e), key.v.dump()));
            return boolWhy(Value{base.v[static_cast<std::size_t>(i)]}, text(e));
        }
        return failure(
            filled(Translated::translate("atlas::RulesVerdict", "%1: cannot index %2 with %3"),
                   text(e), describe(base.v), describe(key.v)));
    }

    static Value boolWhy(Value v, const std::string& text)
    {
        if (v.v == Json(false))
            v.why = filled(Translated::translate("atlas::RulesVerdict", "%1 is false"), text);
        return v;
    }

    Value logical(const RulesExpr& e) const
    {
        const bool isAnd = e.name == "&&";
        const auto side = [&](const RulesExpr& s) {
            Value v = eval(s);
            if (!v.error && !v.v.is_boolean())
                return failure(filled(
                    Translated::translate("atlas::RulesVerdict", "%1 needs booleans, but %2 is %3"),
                    e.name, text(s), describe(v.v)));
            return v;
        };
        Value left = side(*e.children[0]);
        // The side that settles it wins, even over an error on the other side.
        if (!left.error && left.v.get<bool>() != isAnd)
            return left;
        Value right = side(*e.children[1]);
        if (!right.error && right.v.get<bool>() != isAnd)
            return right;
        if (left.error)
            return left;
        if (right.error)
            return right;
        if (isAnd)
            return Value{true};
        return Value{false, false,
                     filled(Translated::translate("atlas::RulesVerdict", "%1; and %2"), left.why,
                            right.why)};
    }

    static bool equal(const Json& a, const Json& b)
    {
        if (a.is_number() && b.is_number())
            return a.get<double>() == b.get<double>();
        return a == b;
    }

    Value relation(const RulesExpr& e) const
    {
        const RulesExpr& l = *e.children[0];
        const RulesExpr& r = *e.children[1];
        Value left = eval(l);
        if (left.error)
            return left;
        Value right = eval(r);
        if (right.error)
            return right;
        const std::string& op = e.name;
        const auto lhs = filled(Translated::translate("atlas::RulesVerdict", "%1 is %2"), text(l),
                                describe(left.v));
        const bool literalRight = r.kind == RulesExpr::Kind::Literal;
        if (op == "==") {
            if (equal(left.v, right.v))
                return Value{true};
            return Value{
                false, false,
                literalRight
                    ? filled(Translated::translate("atlas::RulesVerdict", "%1, not %2"), lhs,
                             describe(right.v))
                    : filled(Translated::translate("atlas::RulesVerdict", "%1 but %2 is %3"), lhs,
                             text(r), describe(right.v))};
        }
        if (op == "!=") {
            if (!equal(left.v, right.v))
                return Value{true};
            return Value{false, false,
                         literalRight ? lhs
                                      : filled(Translated::translate("atlas::RulesVerdict",
                                                                     "%1, and so is %2"),
                                               lhs, text(r))};
        }
        if (op == "in") {
            bool found = false;
            if (right.v.is_array()) {
                for (const Json& item : right.v)
                    found = found || equal(item, left.v);
            } else if (right.v.is_object() && left.v.is_string()) {
                found = right.v.contains(left.v.get<std::string>());
            } else {
                return failure(filled(Translated::translate("atlas::RulesVerdict",
                                                            "in needs a list or a map (with a "
                                                            "string key) on its right, but %1 "
                                                            "is %2"),
                                      text(r), describe(right.v)));
            }
            if (found)
                return Value{true};
            return Value{
                false, false,
                filled(Translated::translate("atlas::RulesVerdict", "%1 (%2) is not in %3"),
                       describe(left.v), text(l), text(r))};
        }
        const bool numbers = left.v.is_number() && right.v.is_number();
        const bool strings = left.v.is_string() && right.v.is_string();
        if (!numbers && !strings)
            return failure(filled(Translated::translate("atlas::RulesVerdict",
                                                        "%1 compares two numbers or two strings, "
                                                        "but %2 and %3 is %4"),
                                  op, lhs, text(r), describe(right.v)));
        int order = 0;
        if (numbers) {
            const double a = left.v.get<double>();
            const double b = right.v.get<double>();
            order = a < b ? -1 : a > b ? 1 : 0;
        } else {
            order = left.v.get<std::string>().compare(right.v.get<std::string>());
        }
        const bool result = op == "<" ? order < 0 : op == "<=" ? order <= 0 : op == ">" ? order > 0
                                                                                        : order >= 0;
        if (result)
            return Value{true};
        return Value{false, false,
                     filled(Translated::translate("atlas::RulesVerdict", "%1 and %2 is %3"), lhs,
                            text(r), describe(right.v))};
    }

    const RulesSet& rules_;
    Bindings bindings_;
    Json request_;
    Json resource_ = nullptr;
};

struct Applicable
{
    const RulesAllow* allow;
    Bindings bindings;
};

// Path segments under the service; nullopt is a list's unknown document id.
using Segments = std::vector<Binding>;

void collect(const RulesMatch& match, const Segments& path, std::size_t from, Bindings bindings,
             int version, unsigned method, std::vector<Applicable>& out)
{
    std::size_t at = from;
    for (const RulesSegment& s : match.segments) {
        switch (s.kind) {
        case RulesSegment::Kind::Literal:
            if (at >= path.size() || !path[at] || *path[at] != s.text)
                return;
            ++at;
            break;
        case RulesSegment::Kind::Wildcard:
            if (at >= path.size())
                return;
            bindings[s.text] = path[at++];
            break;
        case RulesSegment::Kind::Recursive: {
            // Version 2: zero or more segments; version 1: at least one.
            if (version < 2 && at >= path.size())
                return;
            std::string rest;
            bool known = true;
            for (std::size_t i = at; i < path.size(); ++i) {
                known = known && path[i].has_value();
                rest += (i == at ? "" : "/") + path[i].value_or("");
            }
            bindings[s.text] = known ? Binding(rest) : std::nullopt;
            at = path.size();
            break;
        }
        }
    }
    if (at == path.size())
        for (const RulesAllow& allow : match.allows)
            if (allow.methods & method)
                out.push_back({&allow, bindings});
    for (const RulesMatch& child : match.children)
        collect(child, path, at, bindings, version, method, out);
}

Segments segmentsOf(const RulesRequest& request)
{
    Segments out{std::string("databases"), std::string("(default)"), std::string("documents")};
    std::size_t start = 0;
    while (start <= request.path.size()) {
        const auto slash = request.path.find('/', start);
        out.emplace_back(request.path.substr(start, slash - start));
        if (slash == std::string::npos)
            break;
        start = slash + 1;
    }
    if (request.method == RulesMethod::List)
        out.emplace_back(std::nullopt);
    return out;
}

} // namespace

RulesVerdict RulesEvaluator::evaluate(const RulesSet& rules, const RulesRequest& request)
{
    RulesVerdict verdict;
    verdict.request = request;
    const unsigned method = static_cast<unsigned>(request.method);
    const Segments path = segmentsOf(request);
    std::vector<Applicable> applicable;
    for (const RulesMatch& match : rules.matches())
        collect(match, path, 0, {}, rules.version(), method, applicable);
    std::stable_sort(applicable.begin(), applicable.end(), [](const auto& a, const auto& b) {
        return std::pair(a.allow->line, a.allow->column) < std::pair(b.allow->line, b.allow->column);
    });

    for (const Applicable& a : applicable) {
        RulesConsidered c;
        c.line = a.allow->line;
        c.column = a.allow->column;
        c.statement = a.allow->statement;
        c.condition = a.allow->conditionText;
        c.result = RulesConsidered::Result::True;
        if (a.allow->condition) {
            const Context context(rules, request, a.bindings);
            const Value v = context.eval(*a.allow->condition);
            if (v.error) {
                c.result = RulesConsidered::Result::Error;
                c.why = v.why;
            } else if (!v.v.is_boolean()) {
                c.result = RulesConsidered::Result::Error;
                c.why = filled(Translated::translate("atlas::RulesVerdict",
                                                     "the condition is %1, not a boolean"),
                               describe(v.v));
            } else if (!v.v.get<bool>()) {
                c.result = RulesConsidered::Result::False;
                c.why = v.why.empty()
                            ? filled(Translated::translate("atlas::RulesVerdict", "%1 is false"),
                                     c.condition)
                            : v.why;
            }
        }
        verdict.considered.push_back(std::move(c));
    }

    const std::string op = rulesmethod::toString(request.method);
    for (const RulesConsidered& c : verdict.considered)
        if (c.result == RulesConsidered::Result::True) {
            verdict.allowed = true;
            verdict.decidedBy = c;
            verdict.reason =
                filled(Translated::translate("atlas::RulesVerdict", "allowed by line %1: %2"),
                       c.line, c.condition);
            return verdict;
        }
    if (verdict.considered.empty()) {
        verdict.reason =
            filled(Translated::translate("atlas::RulesVerdict", "denied: no rule allows %1 on /%2"),
                   op, request.path);
        return verdict;
    }
    const RulesConsidered& first = verdict.considered.front();
    verdict.decidedBy = first;
    verdict.reason = filled(Translated::translate("atlas::RulesVerdict",
                                                  "denied: the condition at line %1 was false "
                                                  "because %2"),
                            first.line, first.why);
    if (first.result == RulesConsidered::Result::Error)
        verdict.reason +=
            Translated::translate("atlas::RulesVerdict", " (an error in a condition denies)");
    // Singular and plural as two sentences, not %n: without a translator
    // (benchmarks, tests) English would read "rule(s)".
    if (verdict.considered.size() == 2)
        verdict.reason += filled(Translated::translate("atlas::RulesVerdict",
                                                       "; 1 other rule for %1 on this path did "
                                                       "not allow it either"),
                                 op);
    else if (verdict.considered.size() > 2)
        verdict.reason += filled(Translated::translate("atlas::RulesVerdict",
                                                       "; %1 other rules for %2 on this path "
                                                       "did not allow it either"),
                                 verdict.considered.size() - 1, op);
    return verdict;
}

} // namespace atlas
