#include "RulesLexer.h"

#include "RulesSyntaxError.h"
#include "i18n/Filled.h"

#include <cctype>

namespace atlas {
namespace {

class Cursor
{
public:
    explicit Cursor(const std::string& text) : text_(text) {}

    bool atEnd() const { return pos_ >= text_.size(); }
    char peek(std::size_t ahead = 0) const
    {
        return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
    }
    void advance()
    {
        const char c = text_[pos_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column_; // a UTF-8 continuation byte is part of the same character
        }
    }
    RulesToken start(RulesToken::Type type) const
    {
        RulesToken t;
        t.type = type;
        t.line = line_;
        t.column = column_;
        t.offset = pos_;
        return t;
    }
    void finish(RulesToken& t) const { t.end = pos_; }
    std::size_t pos() const { return pos_; }
    int line() const { return line_; }
    int column() const { return column_; }

private:
    const std::string& text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

bool identStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

bool identChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

void skipSpaceAndComments(Cursor& c)
{
    while (!c.atEnd()) {
        if (std::isspace(static_cast<unsigned char>(c.peek()))) {
            c.advance();
        } else if (c.peek() == '/' && c.peek(1) == '/') {
            while (!c.atEnd() && c.peek() != '\n')
                c.advance();
        } else if (c.peek() == '/' && c.peek(1) == '*') {
            const int line = c.line();
            const int column = c.column();
            c.advance();
            c.advance();
            while (!c.atEnd() && !(c.peek() == '*' && c.peek(1) == '/'))
                c.advance();
            if (c.atEnd())
                throw RulesSyntaxError(line, column,
                                       filled(RulesSyntaxError::tr("'*/' to close the comment")),
                                       filled(RulesSyntaxError::tr("end of text")));
            c.advance();
            c.advance();
        } else {
            return;
        }
    }
}

// A match path has no spaces; a `{` right after a segment (not after `/`)
// opens the block.
RulesToken lexPath(Cursor& c)
{
    RulesToken t = c.start(RulesToken::Type::Path);
    char previous = '\0';
    while (!c.atEnd() && !std::isspace(static_cast<unsigned char>(c.peek()))) {
        if (c.peek() == '{' && previous != '/')
            break;
        if (c.peek() == '{') {
            while (!c.atEnd() && c.peek() != '}' &&
                   !std::isspace(static_cast<unsigned char>(c.peek())))
                t.text += c.peek(), c.advance();
            if (c.peek() != '}')
                throw RulesSyntaxError(
                    c.line(), c.column(),
                    filled(RulesSyntaxError::tr("'}' to close the path wildcard")),
                    c.atEnd() ? filled(RulesSyntaxError::tr("end of text"))
                              : filled(RulesSyntaxError::tr("a space")));
        }
        previous = c.peek();
        t.text += c.peek();
        c.advance();
    }
    c.finish(t);
    return t;
}

RulesToken lexString(Cursor& c)
{
    RulesToken t = c.start(RulesToken::Type::String);
    const char quote = c.peek();
    c.advance();
    while (!c.atEnd() && c.peek() != quote && c.peek() != '\n') {
        if (c.peek() == '\\') {
            c.advance();
            if (c.atEnd())
                break;
            const char e = c.peek();
            t.text += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        } else {
            t.text += c.peek();
        }
        c.advance();
    }
    if (c.peek() != quote)
        throw RulesSyntaxError(t.line, t.column,
                               filled(RulesSyntaxError::tr("a closing %1"), std::string(1, quote)),
                               c.atEnd() ? filled(RulesSyntaxError::tr("end of text"))
                                         : filled(RulesSyntaxError::tr("the end of the line")));
    c.advance();
    c.finish(t);
    return t;
}

} // namespace

std::vector<RulesToken> RulesLexer::tokenize(const std::string& text)
{
    static const char* const kTwoChar[] = {"==", "!=", "<=", ">=", "&&", "||"};
    static const std::string kOneChar = "{}()[];,.:=<>!";
    std::vector<RulesToken> out;
    Cursor c(text);
    while (true) {
        skipSpaceAndComments(c);
        if (c.atEnd())
            break;
        const char ch = c.peek();
        if (!out.empty() && out.back().isWord("match") && ch == '/') {
            out.push_back(lexPath(c));
            continue;
        }
        if (identStart(ch)) {
            RulesToken t = c.start(RulesToken::Type::Identifier);
            while (!c.atEnd() && identChar(c.peek()))
                t.text += c.peek(), c.advance();
            c.finish(t);
            out.push_back(std::move(t));
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            RulesToken t = c.start(RulesToken::Type::Number);
            while (!c.atEnd() && (std::isdigit(static_cast<unsigned char>(c.peek())) ||
                                  (c.peek() == '.' &&
                                   std::isdigit(static_cast<unsigned char>(c.peek(1))))))
                t.text += c.peek(), c.advance();
            c.finish(t);
            out.push_back(std::move(t));
            continue;
        }
        if (ch == '\'' || ch == '"') {
            out.push_back(lexString(c));
            continue;
        }
        RulesToken t = c.start(RulesToken::Type::Symbol);
        const std::string two{ch, c.peek(1)};
        bool matched = false;
        for (const char* s : kTwoChar)
            if (two == s) {
                t.text = two;
                c.advance();
                c.advance();
                matched = true;
                break;
            }
        if (!matched && kOneChar.find(ch) != std::string::npos) {
            t.text = std::string(1, ch);
            c.advance();
            matched = true;
        }
        if (!matched)
            throw RulesSyntaxError(t.line, t.column,
                                   filled(RulesSyntaxError::tr("a name, a literal or an operator")),
                                   "'" + std::string(1, ch) + "'");
        c.finish(t);
        out.push_back(std::move(t));
    }
    RulesToken end = c.start(RulesToken::Type::End);
    c.finish(end);
    out.push_back(end);
    return out;
}

std::string RulesLexer::describe(const RulesToken& token)
{
    switch (token.type) {
    case RulesToken::Type::End:
        return filled(RulesSyntaxError::tr("end of text"));
    case RulesToken::Type::String:
        return filled(RulesSyntaxError::tr("the string '%1'"), token.text);
    default:
        return "'" + token.text + "'";
    }
}

} // namespace atlas
