#include "store/FieldOps.h"

#include "store/FieldValue.h"
#include "store/StoreError.h"
#include "store/json/JsonRelease.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

#include <iterator>

namespace atlas {
namespace {

std::vector<std::string_view> segments(std::string_view dotted)
{
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const auto dot = dotted.find('.', start);
        const auto seg = dotted.substr(start, dot == std::string_view::npos ? dot : dot - start);
        if (seg.empty())
            throw StoreError(
                StoreErrorCode::InvalidArgument,
                filled(Translated::translate("atlas::StoreError", "invalid field path '%1': empty "
                                                                  "segment between dots"),
                       dotted));
        out.push_back(seg);
        if (dot == std::string_view::npos)
            return out;
        start = dot + 1;
    }
}

Json incremented(const Json& current, const Json& by)
{
    if (current.is_number_integer() && by.is_number_integer())
        return current.get<std::int64_t>() + by.get<std::int64_t>();
    if (current.is_number())
        return current.get<double>() + by.get<double>();
    return by;
}

// resolveInPlace in one walk: markers are found as the members are visited,
// not by asking hasSentinel of each member first, which walked the subtrees
// of every marked document twice. True when `value`, a member of an object,
// is a delete marker, which that object then drops.
bool resolveMember(Json& value, const std::string& nowIso, bool inObject)
{
    if (value.is_object()) {
        if (FieldValue::isSentinel(value)) {
            if (inObject && FieldValue::isDelete(value))
                return true;
            // The marker's object emptied before it is replaced: nlohmann
            // would allocate a stack to destroy even its one member
            // (JsonRelease.h).
            if (FieldValue::isServerTimestamp(value)) {
                releaseJson(value);
                value = nowIso;
                return false;
            }
            if (FieldValue::isIncrement(value)) {
                Json by = FieldValue::incrementBy(value); // a copy: it lives in `value`
                releaseJson(value);
                value = std::move(by);
                return false;
            }
        }
        for (auto it = value.begin(); it != value.end();)
            it = resolveMember(*it, nowIso, true) ? value.erase(it) : std::next(it);
    } else if (value.is_array() && FieldOps::hasSentinel(value)) {
        for (auto& item : value) {
            if (FieldOps::hasDelete(item))
                throw StoreError(StoreErrorCode::InvalidArgument,
                                 Translated::translate("atlas::StoreError",
                                                       "deleteField() cannot be used inside "
                                                       "an array"));
            resolveMember(item, nowIso, false);
        }
    }
    return false;
}

} // namespace

const Json* FieldOps::find(const Json& doc, std::string_view dottedPath)
{
    const Json* node = &doc;
    for (const auto seg : segments(dottedPath)) {
        if (!node->is_object())
            return nullptr;
        const auto it = node->find(seg);
        if (it == node->end())
            return nullptr;
        node = &*it;
    }
    return node;
}

void FieldOps::assign(Json& slot, bool slotExists, const Json& value, const std::string& nowIso)
{
    if (FieldValue::isServerTimestamp(value))
        slot = nowIso;
    else if (FieldValue::isIncrement(value))
        slot = incremented(slotExists ? slot : Json(), FieldValue::incrementBy(value));
    else
        slot = resolve(value, nowIso);
}

void FieldOps::assign(Json& slot, bool slotExists, Json&& value, const std::string& nowIso)
{
    if (FieldValue::isServerTimestamp(value)) {
        slot = nowIso;
    } else if (FieldValue::isIncrement(value)) {
        slot = incremented(slotExists ? slot : Json(), FieldValue::incrementBy(value));
    } else {
        resolveInPlace(value, nowIso);
        slot = std::move(value);
    }
}

void FieldOps::setPath(Json& doc, std::string_view dottedPath, const Json& value,
                       const std::string& nowIso)
{
    Json copy = value;
    setPath(doc, dottedPath, std::move(copy), nowIso);
}

void FieldOps::setPath(Json& doc, std::string_view dottedPath, Json&& value,
                       const std::string& nowIso)
{
    // Most updates name a top-level field: no list of segments for those.
    std::vector<std::string_view> segs;
    std::string_view last = dottedPath;
    if (dottedPath.empty() || dottedPath.find('.') != std::string_view::npos) {
        segs = segments(dottedPath);
        last = segs.back();
        segs.pop_back();
    }
    Json* node = &doc;
    for (const std::string_view seg : segs) {
        if (!node->is_object())
            *node = Json::object();
        auto it = node->find(seg);
        if (it == node->end() || !it->is_object()) {
            if (FieldValue::isDelete(value))
                return; // deleting below a missing map is a no-op
            (*node)[std::string(seg)] = Json::object();
            it = node->find(seg);
        }
        node = &*it;
    }
    if (!node->is_object())
        *node = Json::object();
    const auto it = node->find(last);
    if (FieldValue::isDelete(value)) {
        if (it != node->end())
            node->erase(it);
        return;
    }
    if (it != node->end())
        assign(*it, true, std::move(value), nowIso);
    else
        assign((*node)[std::string(last)], false, std::move(value), nowIso);
}

void FieldOps::merge(Json& target, const Json& patch, const std::string& nowIso)
{
    if (!target.is_object())
        target = Json::object();
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        const Json& value = it.value();
        if (FieldValue::isDelete(value)) {
            target.erase(it.key());
            continue;
        }
        const bool exists = target.contains(it.key());
        Json& slot = target[it.key()];
        if (value.is_object() && !FieldValue::isSentinel(value) && exists && slot.is_object())
            merge(slot, value, nowIso);
        else
            assign(slot, exists, value, nowIso);
    }
}

Json FieldOps::resolve(const Json& value, const std::string& nowIso)
{
    if (!hasSentinel(value))
        return value;
    if (FieldValue::isServerTimestamp(value))
        return nowIso;
    if (FieldValue::isIncrement(value))
        return FieldValue::incrementBy(value);
    if (value.is_object()) {
        Json out = Json::object();
        for (auto it = value.begin(); it != value.end(); ++it)
            if (!FieldValue::isDelete(it.value()))
                out[it.key()] = resolve(it.value(), nowIso);
        return out;
    }
    Json out = Json::array();
    for (const auto& item : value) {
        if (hasDelete(item))
            throw StoreError(StoreErrorCode::InvalidArgument,
                             Translated::translate("atlas::StoreError",
                                                   "deleteField() cannot be used inside an "
                                                   "array"));
        out.push_back(resolve(item, nowIso));
    }
    return out;
}

void FieldOps::resolveInPlace(Json& value, const std::string& nowIso)
{
    resolveMember(value, nowIso, false);
}

bool FieldOps::hasSentinel(const Json& value)
{
    if (value.is_object()) {
        if (FieldValue::isSentinel(value))
            return true;
        for (const auto& item : value)
            if (hasSentinel(item))
                return true;
    } else if (value.is_array()) {
        for (const auto& item : value)
            if (hasSentinel(item))
                return true;
    }
    return false;
}

bool FieldOps::hasDelete(const Json& value)
{
    if (FieldValue::isDelete(value))
        return true;
    if (value.is_structured())
        for (const auto& item : value)
            if (hasDelete(item))
                return true;
    return false;
}

bool FieldOps::sameValue(const Json& a, const Json& b)
{
    if (a.is_object() && b.is_object()) {
        if (a.size() != b.size())
            return false;
        auto inStep = b.begin();
        for (auto it = a.begin(); it != a.end(); ++it, ++inStep) {
            // Keys are unique and the sizes equal, so finding every key of `a`
            // in `b` with the same value means equal; same order is the usual case.
            const auto other = inStep.key() == it.key() ? inStep : b.find(it.key());
            if (other == b.end() || !sameValue(it.value(), other.value()))
                return false;
        }
        return true;
    }
    if (a.is_array() && b.is_array()) {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!sameValue(a[i], b[i]))
                return false;
        return true;
    }
    if (a.is_number() && b.is_number() && a.is_number_float() != b.is_number_float())
        return false;
    return a == b;
}

std::vector<std::string> FieldOps::changedFields(const Json& before, const Json& after)
{
    std::vector<std::string> out;
    const bool hasBefore = before.is_object();
    const bool hasAfter = after.is_object();
    // A new document changes every field: growing one by one moved them all.
    if (hasAfter && !hasBefore)
        out.reserve(after.size());
    // An update keeps the fields in their order, so the old value is
    // usually at the same position: a search per field made this quadratic.
    std::size_t found = 0; // fields of `after` that `before` has
    if (hasAfter) {
        auto inStep = hasBefore ? before.begin() : before.end();
        for (auto it = after.begin(); it != after.end(); ++it) {
            auto old = before.end();
            if (hasBefore) {
                old = inStep != before.end() && inStep.key() == it.key() ? inStep
                                                                          : before.find(it.key());
                if (inStep != before.end())
                    ++inStep;
            }
            if (old != before.end())
                ++found;
            if (old == before.end() || !sameValue(*old, it.value()))
                out.push_back(it.key());
        }
    }
    // Keys are unique: if every old field is still there, none was removed.
    if (hasBefore && found != before.size())
        for (auto it = before.begin(); it != before.end(); ++it)
            if (!hasAfter || !after.contains(it.key()))
                out.push_back(it.key());
    return out;
}

} // namespace atlas
