// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/procedureresult.h"

#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"

namespace adjutant::rulesets {

QString fractionText(const Fraction &p)
{
    if (denominator(p) == 1)
        return QString::fromStdString(numerator(p).str());
    return QString::fromStdString(numerator(p).str() + "/" + denominator(p).str());
}

namespace {

class FractionValue final : public ExactChance::Value
{
public:
    explicit FractionValue(Fraction p) : mFraction(std::move(p)) {}
    QString text() const override { return fractionText(mFraction); }
    Fraction fraction() const override { return mFraction; }

private:
    Fraction mFraction;
};

// "7/12" or "3" back to a Fraction.
Fraction parsed(const QString &text)
{
    const auto slash = text.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return Fraction(Weight(text.toStdString()));
    return Fraction(Weight(text.left(slash).toStdString()), Weight(text.mid(slash + 1).toStdString()));
}

} // namespace

ExactChance::ExactChance(const QString &text) : mValue(std::make_shared<FractionValue>(parsed(text))) {}

QString ExactChance::text() const
{
    return mValue ? mValue->text() : QStringLiteral("0");
}

Facts::Facts(QJsonObject json) : mState(std::make_shared<State>())
{
    mState->json = std::move(json);
}

void Facts::defer(std::function<QJsonObject()> build)
{
    mState = std::make_shared<State>();
    mState->build = std::move(build);
    mState->built = false;
}

const QJsonObject &Facts::json() const
{
    static const QJsonObject kNone;
    if (!mState)
        return kNone;
    if (!mState->built.load(std::memory_order_acquire)) {
        std::lock_guard lock(mState->mutex);
        if (!mState->built.load(std::memory_order_relaxed)) {
            mState->json = mState->build();
            mState->build = nullptr;
            mState->built.store(true, std::memory_order_release);
        }
    }
    return mState->json;
}

QJsonObject &Facts::edit()
{
    if (!mState || mState.use_count() > 1)
        *this = Facts(json()); // its own, written
    else
        json();
    return mState->json;
}

Fraction fractionOf(const ExactChance &chance)
{
    return chance.value() ? chance.value()->fraction() : Fraction(0);
}

Outcome exactOutcome(const QString &label, const Fraction &p)
{
    return {label, ExactChance(std::make_shared<FractionValue>(p)), static_cast<double>(p), {}};
}

Outcome outcomeBetween(const QString &label, const Distribution &distribution, int lowest, int highest)
{
    Fraction p = 0;
    if (lowest <= highest)
        p = probabilityAtLeast(distribution, lowest) - probabilityAtLeast(distribution, highest + 1);
    return exactOutcome(label, p);
}

Outcome outcomeAtLeast(const QString &label, const Distribution &distribution, int lowest)
{
    return outcomeBetween(label, distribution, lowest, std::max(lowest, distribution.highest()));
}

Outcome outcomeAtMost(const QString &label, const Distribution &distribution, int highest)
{
    return outcomeBetween(label, distribution, std::min(highest, distribution.lowest()), highest);
}

Outcome keyed(Outcome outcome, const QString &key, const QString &groupKey)
{
    outcome.key = key;
    if (!groupKey.isEmpty())
        outcome.groupKey = groupKey;
    return outcome;
}

QString outcomeKey(const Outcome &outcome)
{
    return outcome.groupKey.isEmpty() ? outcome.key
                                      : outcome.groupKey + QLatin1Char('.') + outcome.key;
}

QJsonArray modifiersJson(const QList<Modifier> &modifiers)
{
    QJsonArray array;
    for (const Modifier &m : modifiers) {
        QJsonObject json{{QStringLiteral("label"), m.label},
                         {QStringLiteral("value"), m.value},
                         {QStringLiteral("citation"), m.citation}};
        if (!m.interpreted.isEmpty())
            json.insert(QStringLiteral("interpreted"), m.interpreted);
        array.append(json);
    }
    return array;
}

QJsonObject distributionJson(const NamedDistribution &named)
{
    QJsonArray outcomes;
    const Distribution &d = named.distribution;
    for (int k = d.lowest(); k <= d.highest(); ++k) {
        outcomes.append(QJsonObject{{QStringLiteral("outcome"), k},
                                    {QStringLiteral("probability"), d.probability(k)},
                                    {QStringLiteral("exact"), QString::fromStdString(d.probabilityText(k))}});
    }
    return {{QStringLiteral("name"), named.name},
            {QStringLiteral("key"), named.key},
            {QStringLiteral("mean"), d.mean()},
            {QStringLiteral("outcomes"), outcomes}};
}

QJsonArray followUpsJson(const QList<FollowUp> &followUps)
{
    QJsonArray array;
    for (const FollowUp &f : followUps)
        array.append(QJsonObject{{QStringLiteral("procedure"), f.procedure},
                                 {QStringLiteral("title"), f.title},
                                 {QStringLiteral("input"), f.facts}});
    return array;
}

QJsonObject ProcedureResult::toJson(const DiceSource &dice) const
{
    QJsonArray outcomeArray;
    for (const Outcome &o : outcomes) {
        QJsonObject outcome{{QStringLiteral("outcome"), o.label},
                            {QStringLiteral("probability"), o.probability},
                            {QStringLiteral("exact"), o.exact.text()},
                            {QStringLiteral("key"), outcomeKey(o)}};
        if (!o.group.isEmpty()) {
            outcome.insert(QStringLiteral("group"), o.group);
            outcome.insert(QStringLiteral("groupKey"), o.groupKey);
        }
        outcomeArray.append(outcome);
    }
    QJsonArray distributionArray;
    for (const NamedDistribution &d : distributions)
        distributionArray.append(distributionJson(d));
    QJsonObject json{{QStringLiteral("ruleset"), ruleset},
                     {QStringLiteral("procedure"), procedure},
                     {QStringLiteral("citation"), citation},
                     {QStringLiteral("facts"), facts.json()},
                     {QStringLiteral("modifiers"), modifiersJson(modifiers)},
                     {QStringLiteral("outcomes"), outcomeArray},
                     {QStringLiteral("distributions"), distributionArray},
                     {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
    if (!units.isEmpty())
        json.insert(QStringLiteral("units"), QJsonArray::fromStringList(units));
    if (dice.givesDice()) {
        QJsonArray changeArray;
        for (const core::Change &change : changes)
            changeArray.append(change.toJson());
        json.insert(QStringLiteral("dice"), dice.rollsJson());
        json.insert(QStringLiteral("result"), result);
        json.insert(QStringLiteral("summary"), summary);
        json.insert(QStringLiteral("changes"), changeArray);
        if (!followUps.isEmpty())
            json.insert(QStringLiteral("followUps"), followUpsJson(followUps));
    }
    return json;
}

core::Change ProcedureResult::toChange(const DiceSource &dice) const
{
    QJsonObject record = toJson(dice);
    record.remove(QStringLiteral("distributions"));
    const QJsonArray changeArray = record.take(QStringLiteral("changes")).toArray();
    return {QStringLiteral("adjudication.applied"),
            {{QStringLiteral("ruleset"), ruleset},
             {QStringLiteral("procedure"), procedure},
             {QStringLiteral("summary"), summary},
             {QStringLiteral("changes"), changeArray},
             {QStringLiteral("record"), record}}};
}

} // namespace adjutant::rulesets
