// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textlimits.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/jsonreader.h"

#include <QJsonArray>
#include <QJsonObject>

#include <functional>
#include <type_traits>

namespace adjutant::core {

namespace {

[[noreturn]] void refuse(const QString &path, qsizetype length, qsizetype limit)
{
    throw Error(
        QStringLiteral("%1: is %2 characters long; at most %3").arg(path).arg(length).arg(limit));
}

template <typename T> const T *byId(const QList<T> *list, const QString &id)
{
    if (!list)
        return nullptr;
    for (const T &item : *list) {
        if (item.id == id)
            return &item;
    }
    return nullptr;
}

// Where a text is ("units[3].bases[1]"), put into words only for a refusal: the check runs on every
// change recorded, a base dragged included, over every unit of the battle.
struct Where
{
    const Where *parent = nullptr;
    const char *key = "";
    qsizetype index = -1; // in a list, or -1

    QString text() const
    {
        QString path = parent ? parent->text() + QLatin1Char('.') : QString();
        path += QLatin1String(key);
        return index >= 0 ? JsonReader::pathOf(path, index) : path;
    }
    QString text(const char *field) const
    {
        return text() + QLatin1Char('.') + QLatin1String(field);
    }
};

// One entity's texts against the same entity before the change, looked up only for a text over
// its limit (most checks find none, and a big battle has hundreds of units).
template <typename T> class Fields
{
public:
    Fields(Where where, const T &now, std::function<const T *()> was)
        : mWhere(where), mNow(now), mWas(std::move(was))
    {
    }

    void text(QString T::*field, const char *key, qsizetype limit = TextLimits::maxName) const
    {
        const QString &value = mNow.*field;
        if (value.size() <= limit)
            return;
        const T *was = mWas();
        if (!was || was->*field != value)
            refuse(mWhere.text(key), value.size(), limit);
    }
    void list(QStringList T::*field, const char *key) const
    {
        const QStringList &values = mNow.*field;
        for (qsizetype i = 0; i < values.size(); ++i) {
            if (values[i].size() <= TextLimits::maxName)
                continue;
            const T *was = mWas();
            if (!was || !(was->*field).contains(values[i]))
                refuse(JsonReader::pathOf(mWhere.text(key), i), values[i].size(),
                       TextLimits::maxName);
        }
    }
    void json(QJsonObject T::*field, const char *key) const
    {
        const QJsonObject &object = mNow.*field;
        if (object.isEmpty())
            return;
        const T *was = mWas();
        if (!was || was->*field != object)
            TextLimits::checkJson(object, mWhere.text(key));
    }

private:
    Where mWhere;
    const T &mNow;
    std::function<const T *()> mWas;
};

// Each item of a list with where it is ("units[3]") and a way to the item of the same id before.
template <typename T, typename CheckOne>
void checkList(const Where *parent, const QList<T> &now,
               std::type_identity_t<std::function<const QList<T> *()>> was, const char *key,
               CheckOne checkOne)
{
    for (qsizetype i = 0; i < now.size(); ++i) {
        const QString &id = now[i].id;
        const std::function<const T *()> old = [&was, &id] { return byId(was(), id); };
        const Where where{parent, key, i};
        checkOne(Fields<T>(where, now[i], old), now[i], old, where);
    }
}

[[noreturn]] void refuseAt(const char *key, qsizetype length, qsizetype limit)
{
    refuse(QLatin1String(key), length, limit);
}

} // namespace

void TextLimits::check(const Battle &battle, const Battle *before)
{
    // The battle's own fields are named bare: "name", as in the scenario file.
    auto topText = [&](QString Battle::*field, const char *key) {
        const QString &value = battle.*field;
        if (value.size() > maxName && !(before && before->*field == value))
            refuseAt(key, value.size(), maxName);
    };
    topText(&Battle::name, "name");
    topText(&Battle::ruleset, "ruleset");
    topText(&Battle::phase, "phase");
    topText(&Battle::activeSide, "activeSide");
    for (qsizetype i = 0; i < battle.optionalRules.size(); ++i) {
        const QString &rule = battle.optionalRules[i];
        if (rule.size() > maxName && !(before && before->optionalRules.contains(rule)))
            refuse(JsonReader::pathOf(QStringLiteral("optionalRules"), i), rule.size(), maxName);
    }
    checkList(
        nullptr, battle.sides, [before] { return before ? &before->sides : nullptr; }, "sides",
        [](const Fields<Side> &f, const Side &, const std::function<const Side *()> &,
           const Where &) {
            f.text(&Side::id, "id");
            f.text(&Side::name, "name");
            f.text(&Side::army, "army", maxText);
        });
    checkList(
        nullptr, battle.units, [before] { return before ? &before->units : nullptr; }, "units",
        [](const Fields<Unit> &f, const Unit &unit, const std::function<const Unit *()> &was,
           const Where &where) {
            f.text(&Unit::id, "id");
            f.text(&Unit::side, "side");
            f.text(&Unit::name, "name");
            f.text(&Unit::troopType, "troopType");
            f.text(&Unit::quality, "quality");
            f.text(&Unit::armour, "armour");
            f.list(&Unit::capabilities, "capabilities");
            f.json(&Unit::properties, "properties");
            const Fields<UnitState> state(Where{&where, "state"}, unit.state, [&was] {
                const Unit *old = was();
                return old ? &old->state : nullptr;
            });
            state.text(&UnitState::cohesion, "cohesion");
            state.list(&UnitState::flags, "flags");
            state.text(&UnitState::formation, "formation");
            checkList<Base>(
                &where, unit.bases,
                [&was]() -> const QList<Base> * {
                    const Unit *old = was();
                    return old ? &old->bases : nullptr;
                },
                "bases",
                [](const Fields<Base> &b, const Base &, const std::function<const Base *()> &,
                   const Where &) {
                    b.text(&Base::id, "id");
                    b.text(&Base::troopType, "troopType");
                    b.text(&Base::armour, "armour");
                    b.list(&Base::capabilities, "capabilities");
                });
        });
    checkList(
        nullptr, battle.commanders, [before] { return before ? &before->commanders : nullptr; },
        "commanders",
        [](const Fields<Commander> &f, const Commander &,
           const std::function<const Commander *()> &, const Where &) {
            f.text(&Commander::id, "id");
            f.text(&Commander::side, "side");
            f.text(&Commander::name, "name");
            f.text(&Commander::rank, "rank");
            f.text(&Commander::attachedTo, "attachedTo");
            f.text(&Commander::orders, "orders");
            f.list(&Commander::markers, "markers");
            f.json(&Commander::properties, "properties");
        });
    checkList(
        nullptr, battle.terrain, [before] { return before ? &before->terrain : nullptr; },
        "terrain",
        [](const Fields<Terrain> &f, const Terrain &, const std::function<const Terrain *()> &,
           const Where &) {
            f.text(&Terrain::id, "id");
            f.text(&Terrain::type, "type");
            f.json(&Terrain::properties, "properties");
        });
}

void TextLimits::checkJson(const QJsonValue &value, const QString &path)
{
    if (value.isString()) {
        const QString text = value.toString();
        if (text.size() > maxText)
            refuse(path, text.size(), maxText);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            checkJson(array[i], JsonReader::pathOf(path, i));
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString where = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (it.key().size() > maxName)
                refuse(path.isEmpty() ? QStringLiteral("(a key)")
                                      : path + QStringLiteral(" (a key)"),
                       it.key().size(), maxName);
            checkJson(it.value(), where);
        }
    }
}

QString TextLimits::shortened(const QString &text, qsizetype limit)
{
    if (text.size() <= limit)
        return text;
    qsizetype cut = limit;
    // Never half a surrogate pair.
    if (cut > 0 && text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QChar(0x2026);
}

QString TextLimits::shownName(const QString &name, const QString &id)
{
    return shortened(name.isEmpty() ? id : name);
}

} // namespace adjutant::core
