#pragma once

#include <string>

namespace atlas {

// One token of a rules text, with where it starts.
struct RulesToken
{
    enum class Type {
        Identifier, // request, allow, uid, …
        String,     // '…' or "…", unquoted in `text`
        Number,
        Symbol, // { } ( ) [ ] ; , . : = == != < <= > >= && || !
        Path,   // what follows `match`: /orders/{orderId}
        End,
    };

    Type type = Type::End;
    std::string text;
    int line = 1;
    int column = 1;
    std::size_t offset = 0; // byte offset of the first character
    std::size_t end = 0;    // byte offset just past the token

    bool is(const char* symbol) const { return type == Type::Symbol && text == symbol; }
    bool isWord(const char* word) const { return type == Type::Identifier && text == word; }
};

} // namespace atlas
