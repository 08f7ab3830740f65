// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/dicesource.h"

#include "core/jsonreader.h"
#include "rulesets/common/diceerror.h"
#include "rulesets/common/wholenumber.h"

#include <QJsonObject>
#include <QStringList>

namespace adjutant::rulesets {

namespace {

std::vector<int> readFaces(const QJsonValue &value, const QString &path)
{
    if (!value.isArray())
        core::JsonReader::failAt(path, QStringLiteral("must be a list of die faces"));
    std::vector<int> faces;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const double face = array.at(i).toDouble(-1e9);
        if (!array.at(i).isDouble() || !isWholeInt(face))
            core::JsonReader::failAt(core::JsonReader::pathOf(path, i), QStringLiteral("must be a whole number"));
        faces.push_back(int(face));
    }
    return faces;
}

} // namespace

DiceSource DiceSource::none() { return {}; }

DiceSource DiceSource::typed(QHash<QString, Typed> rolls)
{
    DiceSource source;
    source.mKind = Kind::Typed;
    source.mTyped = std::move(rolls);
    return source;
}

DiceSource DiceSource::seeded(std::uint32_t seed)
{
    DiceSource source;
    source.mKind = Kind::Seeded;
    source.mGenerator = std::make_shared<std::mt19937>(seed);
    return source;
}

DiceSource DiceSource::fromJson(const QJsonValue &json, const QString &path)
{
    const core::JsonReader reader(json, path);
    QHash<QString, Typed> rolls;
    for (auto it = reader.object().begin(); it != reader.object().end(); ++it) {
        const QString at = reader.pathOf(it.key());
        Typed typed;
        if (it.value().isObject()) {
            const core::JsonReader roll(it.value(), at);
            roll.allowOnly({u"faces", u"rerolls"});
            typed.faces = readFaces(roll.object().value(QStringLiteral("faces")), roll.pathOf(u"faces"));
            if (roll.has(u"rerolls"))
                typed.rerolls = readFaces(roll.object().value(QStringLiteral("rerolls")), roll.pathOf(u"rerolls"));
        } else {
            typed.faces = readFaces(it.value(), at);
        }
        rolls.insert(it.key(), typed);
    }
    return typed(rolls);
}

std::optional<std::vector<RolledDie>> DiceSource::roll(const QString &name, const Die &die, int count,
                                                       const RerollPolicy &policy, std::optional<int> score,
                                                       const QString &label)
{
    if (count < 0)
        throw DiceError(QStringLiteral("roll %1: cannot roll %2 dice").arg(name).arg(count).toStdString());
    Record record{name, QString::fromLatin1(die.name), count, score, {}, die, policy, label};
    switch (mKind) {
    case Kind::None:
        return std::nullopt;
    case Kind::Seeded:
        record.dice = rollDice(die, count, policy, score,
                               [this](const Die &d) { return rollFace(d, *mGenerator); });
        break;
    case Kind::Typed: {
        const auto it = mTyped.constFind(name);
        const QString what = QStringLiteral("dice.%1: ").arg(name);
        if (it == mTyped.constEnd()) {
            if (count == 0)
                break;
            mMissing = record;
            throw DiceError((what + QStringLiteral("missing: the roll is %1 %2").arg(count).arg(record.die)).toStdString());
        }
        if (it->faces.size() != std::size_t(count))
            throw DiceError((what + QStringLiteral("%1 dice given, the roll is %2 %3")
                                        .arg(it->faces.size())
                                        .arg(count)
                                        .arg(record.die))
                                .toStdString());
        try {
            record.dice = applyRerolls(die, policy, score, it->faces, it->rerolls);
        } catch (const DiceError &error) {
            throw DiceError(what.toStdString() + error.what());
        }
        break;
    }
    }
    mRecords.append(record);
    return record.dice;
}

void DiceSource::checkAllUsed() const
{
    if (mKind != Kind::Typed)
        return;
    QStringList made;
    for (const Record &record : mRecords)
        made.append(record.name);
    QStringList unused;
    for (auto it = mTyped.begin(); it != mTyped.end(); ++it) {
        if (!made.contains(it.key()))
            unused.append(it.key());
    }
    if (unused.isEmpty())
        return;
    unused.sort();
    throw DiceError(QStringLiteral("dice.%1: no such roll here (the rolls made: %2)")
                        .arg(unused.join(QStringLiteral(", dice.")),
                             made.isEmpty() ? QStringLiteral("none") : made.join(QStringLiteral(", ")))
                        .toStdString());
}

QJsonArray DiceSource::rollsJson() const
{
    QJsonArray rolls;
    for (const Record &record : mRecords) {
        QJsonArray dice;
        for (const RolledDie &die : record.dice) {
            QJsonObject d{{QStringLiteral("face"), die.face}, {QStringLiteral("counts"), die.result}};
            if (die.reroll)
                d.insert(QStringLiteral("reroll"), *die.reroll);
            dice.append(d);
        }
        QJsonObject roll{{QStringLiteral("roll"), record.name},
                         {QStringLiteral("die"), record.die},
                         {QStringLiteral("dice"), dice}};
        if (record.score)
            roll.insert(QStringLiteral("score"), *record.score);
        if (!record.label.isEmpty())
            roll.insert(QStringLiteral("label"), record.label);
        rolls.append(roll);
    }
    return rolls;
}

} // namespace adjutant::rulesets
