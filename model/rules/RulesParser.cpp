#include "RulesParser.h"

#include "RulesLexer.h"
#include "RulesMethod.h"
#include "RulesSyntaxError.h"
#include "i18n/Filled.h"

#include <cctype>
#include <charconv>
#include <cstdint>
#include <stdexcept>

namespace atlas {
namespace {

// The whole token as a number, whatever the process's locale.
template <class Number> bool parsedWhole(const std::string& text, Number& out)
{
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, out);
    return error == std::errc() && stop == end;
}

using ExprPtr = std::shared_ptr<const RulesExpr>;

ExprPtr binary(std::string op, ExprPtr left, ExprPtr right)
{
    auto e = std::make_shared<RulesExpr>();
    e->kind = RulesExpr::Kind::Binary;
    e->name = std::move(op);
    e->offset = left->offset;
    e->end = right->end;
    e->children = {std::move(left), std::move(right)};
    return e;
}

bool validName(const std::string& name)
{
    if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_'))
        return false;
    for (const char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return false;
    return true;
}

} // namespace

RulesParser::RulesParser(const std::string& text) : text_(text), tokens_(RulesLexer::tokenize(text))
{
}

void RulesParser::fail(const char* expected) const
{
    const RulesToken& t = peek();
    throw RulesSyntaxError(t.line, t.column, filled(RulesSyntaxError::tr(expected)),
                           RulesLexer::describe(t));
}

const RulesToken& RulesParser::expectSymbol(const char* symbol, const char* what)
{
    if (!peek().is(symbol))
        fail(what);
    return take();
}

const RulesToken& RulesParser::expectWord(const char* word, const char* what)
{
    if (!peek().isWord(word))
        fail(what);
    return take();
}

std::string RulesParser::oneLine(std::string_view text, std::size_t from, std::size_t to)
{
    std::string out;
    bool space = false;
    for (std::size_t i = from; i < to && i < text.size(); ++i) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

std::string RulesParser::source(std::size_t from, std::size_t to) const
{
    return oneLine(text_, from, to);
}

RulesSet RulesParser::parse()
{
    RulesSet set;
    set.text_ = text_;
    if (peek().isWord("rules_version")) {
        take();
        expectSymbol("=", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'=' after rules_version"));
        if (peek().type != RulesToken::Type::String || (peek().text != "1" && peek().text != "2"))
            fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                   "'1' or '2' (the rules language version, as a string)"));
        set.version_ = take().text == "2" ? 2 : 1;
        expectSymbol(";",
                     QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "';' after the rules version"));
    }
    expectWord("service",
               QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'service cloud.firestore'"));
    const RulesToken& first = peek();
    std::string service;
    while (peek().type == RulesToken::Type::Identifier) {
        service += take().text;
        if (!peek().is("."))
            break;
        service += take().text;
    }
    if (service != "cloud.firestore")
        throw RulesSyntaxError(
            first.line, first.column,
            filled(RulesSyntaxError::tr("cloud.firestore (the only service the lab knows)")),
            service.empty() ? RulesLexer::describe(first) : "'" + service + "'");
    expectSymbol("{", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'{' to open the service"));
    while (peek().isWord("match"))
        set.matches_.push_back(parseMatch());
    expectSymbol(
        "}", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'match' or '}' to close the service"));
    if (peek().type != RulesToken::Type::End)
        fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "end of text after the service"));
    return set;
}

std::vector<RulesSegment> RulesParser::parsePath(const RulesToken& path) const
{
    std::vector<RulesSegment> segments;
    const auto failAt = [&](std::size_t at, const char* expected, const std::string& found) {
        throw RulesSyntaxError(path.line, path.column + static_cast<int>(at),
                               filled(RulesSyntaxError::tr(expected)), found);
    };
    if (path.text.empty() || path.text[0] != '/')
        failAt(0, QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "a path starting with '/'"),
               "'" + path.text + "'");
    std::size_t at = 1;
    while (at <= path.text.size()) {
        const std::size_t slash = path.text.find('/', at);
        const std::string part =
            path.text.substr(at, slash == std::string::npos ? std::string::npos : slash - at);
        if (part.empty())
            failAt(at, QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "a path segment"),
                   slash == std::string::npos ? filled(RulesSyntaxError::tr("the end of the path"))
                                              : std::string("'/'"));
        if (!segments.empty() && segments.back().kind == RulesSegment::Kind::Recursive)
            failAt(at,
                   QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                     "nothing after a {name=**} wildcard (it must end the path)"),
                   "'" + part + "'");
        RulesSegment s;
        if (part.front() == '{') {
            if (part.back() != '}')
                failAt(at,
                       QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'}' to close the wildcard"),
                       "'" + part + "'");
            std::string name = part.substr(1, part.size() - 2);
            if (name.size() > 3 && name.compare(name.size() - 3, 3, "=**") == 0) {
                s.kind = RulesSegment::Kind::Recursive;
                name.resize(name.size() - 3);
            } else {
                s.kind = RulesSegment::Kind::Wildcard;
            }
            if (!validName(name))
                failAt(at + 1,
                       QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                         "a variable name (letters, digits, _)"),
                       "'" + name + "'");
            s.text = name;
        } else {
            if (part.find_first_of("{}") != std::string::npos)
                failAt(at,
                       QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                         "a literal segment or a whole {wildcard}"),
                       "'" + part + "'");
            s.text = part;
        }
        segments.push_back(std::move(s));
        if (slash == std::string::npos)
            break;
        at = slash + 1;
    }
    return segments;
}

RulesMatch RulesParser::parseMatch()
{
    RulesMatch m;
    const RulesToken& keyword = take();
    m.line = keyword.line;
    m.column = keyword.column;
    if (peek().type != RulesToken::Type::Path)
        fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                               "a path after 'match', such as /orders/{orderId}"));
    const RulesToken& path = take();
    m.path = path.text;
    m.segments = parsePath(path);
    expectSymbol("{", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'{' to open the match block"));
    while (true) {
        if (peek().isWord("match"))
            m.children.push_back(parseMatch());
        else if (peek().isWord("allow"))
            m.allows.push_back(parseAllow());
        else
            break;
    }
    expectSymbol("}", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                        "'match', 'allow' or '}' to close the match block"));
    return m;
}

RulesAllow RulesParser::parseAllow()
{
    RulesAllow a;
    const RulesToken& keyword = take();
    a.line = keyword.line;
    a.column = keyword.column;
    do {
        if (peek().type != RulesToken::Type::Identifier ||
            rulesmethod::bitsOf(peek().text) == 0)
            fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                   "a method: read, write, get, list, create, update or delete"));
        a.methods |= rulesmethod::bitsOf(take().text);
    } while (peek().is(",") && (take(), true));
    a.conditionText = "true";
    if (peek().is(":")) {
        take();
        expectWord("if", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "'if' after ':'"));
        a.condition = parseOr();
        a.conditionText = source(a.condition->offset, a.condition->end);
    }
    const RulesToken& semicolon = expectSymbol(
        ";", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "';' to end the allow statement"));
    a.statement = source(keyword.offset, semicolon.end);
    return a;
}

ExprPtr RulesParser::parseOr()
{
    ExprPtr left = parseAnd();
    while (peek().is("||")) {
        take();
        left = binary("||", left, parseAnd());
    }
    return left;
}

ExprPtr RulesParser::parseAnd()
{
    ExprPtr left = parseRelation();
    while (peek().is("&&")) {
        take();
        left = binary("&&", left, parseRelation());
    }
    return left;
}

ExprPtr RulesParser::parseRelation()
{
    ExprPtr left = parseUnary();
    static const char* const kOps[] = {"==", "!=", "<", "<=", ">", ">="};
    for (const char* op : kOps)
        if (peek().is(op)) {
            take();
            return binary(op, left, parseUnary());
        }
    if (peek().isWord("in")) {
        take();
        return binary("in", left, parseUnary());
    }
    return left;
}

ExprPtr RulesParser::parseUnary()
{
    if (peek().is("!")) {
        const RulesToken& bang = take();
        ExprPtr operand = parseUnary();
        auto e = std::make_shared<RulesExpr>();
        e->kind = RulesExpr::Kind::Not;
        e->offset = bang.offset;
        e->end = operand->end;
        e->children = {std::move(operand)};
        return e;
    }
    return parsePostfix();
}

ExprPtr RulesParser::parsePostfix()
{
    ExprPtr e = parsePrimary();
    while (true) {
        if (peek().is(".")) {
            take();
            if (peek().type != RulesToken::Type::Identifier)
                fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "a field name after '.'"));
            const RulesToken& name = take();
            auto f = std::make_shared<RulesExpr>();
            f->kind = RulesExpr::Kind::Field;
            f->name = name.text;
            f->offset = e->offset;
            f->end = name.end;
            f->children = {e};
            e = f;
        } else if (peek().is("[")) {
            take();
            ExprPtr key = parseOr();
            const RulesToken& close = expectSymbol(
                "]", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "']' to close the index"));
            auto i = std::make_shared<RulesExpr>();
            i->kind = RulesExpr::Kind::Index;
            i->offset = e->offset;
            i->end = close.end;
            i->children = {e, key};
            e = i;
        } else {
            return e;
        }
    }
}

ExprPtr RulesParser::parsePrimary()
{
    static const char* const kWhat = QT_TRANSLATE_NOOP(
        "atlas::RulesSyntaxError",
        "a value: a name (request, resource, a path variable), a string, a number, true, false, "
        "null, a [list] or a (condition)");
    auto e = std::make_shared<RulesExpr>();
    const RulesToken& t = peek();
    e->offset = t.offset;
    e->end = t.end;
    switch (t.type) {
    case RulesToken::Type::String:
        e->value = take().text;
        return e;
    case RulesToken::Type::Number:
        // from_chars, not stod: the C locale of a German desktop reads "2.5" as 2.
        if (t.text.find('.') == std::string::npos) {
            std::int64_t whole = 0;
            if (!parsedWhole(t.text, whole))
                fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "a number that fits in 64 bits"));
            e->value = whole;
        } else {
            double fraction = 0;
            if (!parsedWhole(t.text, fraction))
                fail(QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "a number that fits in 64 bits"));
            e->value = fraction;
        }
        take();
        return e;
    case RulesToken::Type::Identifier:
        if (t.text == "true" || t.text == "false")
            e->value = t.text == "true";
        else if (t.text == "null")
            e->value = nullptr;
        else if (t.text == "allow" || t.text == "match" || t.text == "if" || t.text == "in")
            fail(kWhat);
        else {
            e->kind = RulesExpr::Kind::Name;
            e->name = t.text;
        }
        take();
        if (e->kind == RulesExpr::Kind::Name && peek().is("("))
            fail(QT_TRANSLATE_NOOP(
                "atlas::RulesSyntaxError",
                "no function call (the lab's rules have no functions); an operator, ';' or ')'"));
        return e;
    case RulesToken::Type::Symbol:
        if (t.is("(")) {
            take();
            ExprPtr inner = parseOr();
            expectSymbol(
                ")", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError", "')' to close the parenthesis"));
            return inner;
        }
        if (t.is("[")) {
            take();
            e->kind = RulesExpr::Kind::List;
            if (!peek().is("]")) {
                do
                    e->children.push_back(parseOr());
                while (peek().is(",") && (take(), true));
            }
            e->end = expectSymbol("]", QT_TRANSLATE_NOOP("atlas::RulesSyntaxError",
                                                         "',' or ']' in the list"))
                         .end;
            return e;
        }
        break;
    default:
        break;
    }
    fail(kWhat);
}

} // namespace atlas
