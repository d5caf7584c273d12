#include "Grade.h"

namespace atlas {

int Grade::score() const
{
    int total = 0;
    for (const GradeItem& item : items)
        total += item.points;
    return total;
}

int Grade::maxScore() const
{
    int total = 0;
    for (const GradeItem& item : items)
        total += item.maxPoints;
    return total;
}

Json Grade::toJson() const
{
    Json list = Json::array();
    for (const GradeItem& item : items)
        list.push_back(item.toJson());
    Json failing = Json::array();
    for (const QString& id : failingInvariants)
        failing.push_back(id.toStdString());
    return Json{{"score", score()},
                {"maxScore", maxScore()},
                {"items", std::move(list)},
                {"failingInvariants", std::move(failing)}};
}

std::optional<Grade> Grade::fromJson(const Json& json)
{
    // Lenient only in that it reads what toJson writes; anything else is not a grade.
    if (!json.is_object() || !json.contains("items") || !json["items"].is_array() ||
        !json.contains("failingInvariants") || !json["failingInvariants"].is_array())
        return std::nullopt;
    Grade grade;
    for (const Json& entry : json["items"]) {
        if (!entry.is_object())
            return std::nullopt;
        GradeItem item;
        if (!entry.contains("kind") || !entry["kind"].is_string())
            return std::nullopt;
        const std::string& kind = entry["kind"].get_ref<const std::string&>();
        if (kind == "invariant")
            item.kind = GradeItem::Kind::Invariant;
        else if (kind == "outcome")
            item.kind = GradeItem::Kind::Outcome;
        else if (kind == "cost")
            item.kind = GradeItem::Kind::Cost;
        else
            return std::nullopt;
        if (!entry.contains("points") || !entry["points"].is_number_integer() ||
            !entry.contains("maxPoints") || !entry["maxPoints"].is_number_integer() ||
            !entry.contains("name") || !entry["name"].is_string() || !entry.contains("reason") ||
            !entry["reason"].is_string())
            return std::nullopt;
        item.name = QString::fromStdString(entry["name"].get<std::string>());
        item.points = entry["points"].get<int>();
        item.maxPoints = entry["maxPoints"].get<int>();
        item.reason = QString::fromStdString(entry["reason"].get<std::string>());
        grade.items.push_back(std::move(item));
    }
    for (const Json& id : json["failingInvariants"]) {
        if (!id.is_string())
            return std::nullopt;
        grade.failingInvariants.push_back(QString::fromStdString(id.get<std::string>()));
    }
    return grade;
}

bool Grade::operator==(const Grade& other) const
{
    return toJson() == other.toJson();
}

} // namespace atlas
