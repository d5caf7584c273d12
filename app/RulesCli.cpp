#include "RulesCli.h"

#include "lesson/reader/BoundedFile.h"
#include "lesson/reader/LineIndex.h"
#include "lesson/reader/SourceMap.h"
#include "rules/RulesEvaluator.h"
#include "rules/RulesSyntaxError.h"
#include "store/DocumentPath.h"
#include "store/json/JsonParser.h"
#include "store/StoreError.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace atlas {
namespace {

constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

QString tr(const char* text)
{
    return QCoreApplication::translate("RulesCli", text);
}

struct Problem
{
    std::string pointer;
    std::string expected;
    std::string found;
};

std::string describe(const Json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_string())
        return v.dump() + " (a string)";
    if (v.is_object())
        return "an object";
    if (v.is_array())
        return "an array";
    return v.dump();
}

// One request of the file, or the problems that keep it from being one.
std::optional<RulesRequest> readRequest(const Json& value, const std::string& at,
                                        std::vector<Problem>& problems)
{
    const auto problem = [&](std::string where, std::string expected, std::string found) {
        problems.push_back({std::move(where), std::move(expected), std::move(found)});
    };
    if (!value.is_object()) {
        problem(at, "a request object {op, path, auth, data, existing}", describe(value));
        return std::nullopt;
    }
    const std::size_t before = problems.size();
    static const std::vector<std::string> kKeys{"op", "path", "auth", "data", "existing"};
    for (const auto& member : value.items())
        if (const std::string& key = member.key();
            std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end())
            problem(at + '/' + SourceMap::escape(key), "one of the keys op, path, auth, data, existing",
                    "the key \"" + key + "\"");
    RulesRequest r;
    const Json* op = value.contains("op") ? &value.at("op") : nullptr;
    const auto method = op && op->is_string() ? rulesmethod::fromString(op->get<std::string>())
                                              : std::nullopt;
    const bool known = method.has_value();
    if (known)
        r.method = method.value();
    else
        problem(at + "/op", "one of get, list, create, update, delete",
                op ? describe(*op) : "nothing");
    const Json* path = value.contains("path") ? &value.at("path") : nullptr;
    if (!path || !path->is_string()) {
        problem(at + "/path", "a path such as \"orders/ord-1\"", path ? describe(*path) : "nothing");
    } else if (known) {
        r.path = path->get<std::string>();
        const bool list = r.method == RulesMethod::List;
        try {
            if (list)
                DocumentPath::validateCollection(r.path);
            else
                DocumentPath::parse(r.path);
        } catch (const StoreError& error) {
            problem(at + "/path",
                    std::string(list ? "a collection path (a list reads a collection)"
                                     : "a document path") + " (" + error.message() + ")",
                    describe(*path));
        }
    }
    if (value.contains("auth")) {
        const Json& auth = value.at("auth");
        if (auth.is_object() && auth.contains("uid") && auth.at("uid").is_string() &&
            !auth.at("uid").get<std::string>().empty() && auth.size() == 1)
            r.uid = auth.at("uid").get<std::string>();
        else if (!auth.is_null())
            problem(at + "/auth", "{\"uid\": \"…\"} (signed in) or null (signed out)",
                    describe(auth));
    }
    for (const char* key : {"data", "existing"})
        if (value.contains(key) && !value.at(key).is_object() && !value.at(key).is_null())
            problem(at + '/' + key, "an object of document fields, or null", describe(value.at(key)));
    if (known && problems.size() == before) {
        const RulesMethod m = r.method; // set above when the op is known
        const bool writes = m == RulesMethod::Create || m == RulesMethod::Update;
        const bool hasData = value.contains("data") && value.at("data").is_object();
        if (writes && !hasData)
            problem(at + "/data", "the fields a " + rulesmethod::toString(m) + " writes",
                    "nothing");
        if (!writes && hasData)
            problem(at + "/data", "no data (only create and update write)", "an object");
        r.data = writes && hasData ? value.at("data") : Json(nullptr);
        r.existing = value.value("existing", Json(nullptr));
    }
    if (problems.size() != before)
        return std::nullopt;
    return r;
}

void printProblem(const QString& file, const SourceMap& map, const Problem& p)
{
    const auto pos = map.at(p.pointer, SourceMap::Anchor::Value);
    std::fprintf(stderr, "%s:%d:%d: %s: expected %s; found %s\n", qPrintable(file), pos.line,
                 pos.column, p.pointer.empty() ? "/" : p.pointer.c_str(), p.expected.c_str(),
                 p.found.c_str());
}

bool readFile(const QString& file, QByteArray& out)
{
    const BoundedFile read = BoundedFile::read(file, kMaxFileBytes);
    if (read.ok()) {
        out = read.bytes();
        return true;
    }
    std::fprintf(stderr, "%s:1:1: %s %s\n", qPrintable(file),
                 qPrintable(tr("cannot use the file:")), qPrintable(read.problem(kMaxFileBytes)));
    return false;
}

std::string who(const RulesRequest& r)
{
    return r.uid ? "uid " + *r.uid : "signed out";
}

} // namespace

int rulesCheckCli(const QString& requestsFile, const QString& rulesFile, bool json)
{
    std::shared_ptr<const RulesSet> rules = RulesSet::chapter();
    if (!rulesFile.isEmpty()) {
        QByteArray text;
        if (!readFile(rulesFile, text))
            return 2;
        try {
            rules = std::make_shared<const RulesSet>(RulesSet::parse(text.toStdString()));
        } catch (const RulesSyntaxError& error) {
            std::fprintf(stderr, "%s:%d:%d: %s %s; %s %s\n", qPrintable(rulesFile), error.line(),
                         error.column(), qPrintable(tr("expected")), error.expected().c_str(),
                         qPrintable(tr("found")), error.found().c_str());
            return 2;
        }
    }

    QByteArray bytes;
    if (!readFile(requestsFile, bytes))
        return 2;
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    JsonParser::Failure failure;
    const std::optional<Json> root = JsonParser::parse(text, &failure);
    if (!root) {
        const auto at = LineIndex(text).at(failure.byte);
        std::fprintf(stderr, "%s:%d:%d: %s\n", qPrintable(requestsFile), at.line, at.column,
                     JsonParser::describe(failure).c_str());
        return 2;
    }
    const SourceMap map(text);
    std::vector<Problem> problems;
    std::vector<RulesRequest> requests;
    if (!root->is_array())
        problems.push_back({"", "an array of requests", describe(*root)});
    else
        for (std::size_t i = 0; i < root->size(); ++i)
            if (auto r = readRequest((*root)[i], '/' + std::to_string(i), problems))
                requests.push_back(std::move(*r));
    if (!problems.empty()) {
        for (const Problem& p : problems)
            printProblem(requestsFile, map, p);
        return 2;
    }

    const std::string source =
        rulesFile.isEmpty() ? std::string("the chapter's rules") : rulesFile.toStdString();
    Json verdicts = Json::array();
    if (!json)
        std::printf("%zu requests under %s\n", requests.size(), source.c_str());
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const RulesVerdict v = RulesEvaluator::evaluate(*rules, requests[i]);
        if (json) {
            verdicts.push_back(v.toJson());
            continue;
        }
        std::printf("%zu. %s /%s (%s): %s\n", i + 1,
                    rulesmethod::toString(v.request.method).c_str(), v.request.path.c_str(),
                    who(v.request).c_str(), v.reason.c_str());
        if (v.decidedBy)
            std::printf("   rule: line %d, column %d: %s\n", v.decidedBy->line,
                        v.decidedBy->column, v.decidedBy->statement.c_str());
        else
            std::printf("   rule: none applies\n");
    }
    if (json)
        std::printf("%s\n",
                    jsonObject("rules", source, "verdicts", std::move(verdicts)).dump(2).c_str());
    return 0;
}

} // namespace atlas
