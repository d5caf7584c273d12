#include "RulesSet.h"

#include "RulesParser.h"

#include <QFile>

namespace atlas {

RulesSet RulesSet::parse(const std::string& text)
{
    return RulesParser(text).parse();
}

std::string RulesSet::chapterText()
{
    QFile file(QStringLiteral(":/rules/firestore.rules"));
    if (!file.open(QIODevice::ReadOnly))
        throw std::logic_error("the chapter's rules resource is missing from the build");
    return file.readAll().toStdString();
}

std::shared_ptr<const RulesSet> RulesSet::chapter()
{
    // Every world starts with these; the explorer builds thousands of worlds.
    static const auto rules = std::make_shared<const RulesSet>(parse(chapterText()));
    return rules;
}

} // namespace atlas
