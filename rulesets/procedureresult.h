// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/change.h"
#include "rulesets/common/distribution.h"
#include "rulesets/modifier.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <initializer_list>
#include <memory>
#include <mutex>

namespace adjutant::rulesets {

class DiceSource;

// An outcome's exact chance. It keeps the fraction and writes it as text ("7/12") only when asked:
// reduced, the chances of a combat's follow-up are fractions of around 2^200, and writing them
// costs more than working them out, while a chart needs only the double. The fraction itself is
// fractionOf() in exactoutcome.h. Copies share the value; reading it from several threads is safe.
class ExactChance
{
public:
    // What an ExactChance holds (exactoutcome.h defines it).
    class Value;

    ExactChance() = default; // 0
    ExactChance(const QString &text); // NOLINT: a chance already written ("1"), read back exactly
    explicit ExactChance(std::shared_ptr<const Value> value) : mValue(std::move(value)) {}

    // "7/12", "0", "1": in lowest terms, written on every call.
    QString text() const;
    const Value *value() const { return mValue.get(); }

private:
    std::shared_ptr<const Value> mValue;
};

// One outcome of a procedure with its exact chance and, for display, as a double.
// Outcomes of one group exclude each other and their chances add up to 1; a procedure with
// several questions (who loses a combat, then each side's state after it) gives a group to each.
struct Outcome
{
    QString label;
    ExactChance exact; // exact.text() is "7/12"
    double probability = 0;
    QString group; // empty: the procedure's one group of outcomes
    // Machine keys for scripts (docs/cli.md, "Keys"): never a display name or the players' words,
    // so that renaming a unit or rewording a label does not change them. `key` is unique within
    // its group; the CLI writes it after the group's key ("spanish.afterCombat.disrupted.lost1").
    QString key = {};
    QString groupKey = {}; // empty with an empty group
};

// What a procedure derived (dice, scores to hit, the number to pass) as a JSON object. A procedure
// whose facts are costly to write as JSON and often not read (the combat odds, recomputed at
// every change of the input) can defer them: the object is then built from the procedure's own
// data when first read. Reads as a QJsonObject; copies share it; reading it from several threads
// is safe, changing it is not.
class Facts
{
public:
    Facts() = default;
    Facts(QJsonObject json); // NOLINT: facts are a JSON object
    Facts(std::initializer_list<QPair<QString, QJsonValue>> pairs) : Facts(QJsonObject(pairs)) {}

    // The facts are `build()`, called when first read; anything inserted before is lost.
    void defer(std::function<QJsonObject()> build);

    const QJsonObject &json() const;
    operator const QJsonObject &() const { return json(); } // NOLINT: reads as the object
    template <class Key> QJsonValue value(const Key &key) const { return json().value(key); }
    template <class Key> QJsonValue operator[](const Key &key) const { return json().value(key); }
    template <class Key> bool contains(const Key &key) const { return json().contains(key); }
    bool isEmpty() const { return json().isEmpty(); }
    qsizetype size() const { return json().size(); }
    QJsonObject::const_iterator begin() const { return json().begin(); }
    QJsonObject::const_iterator end() const { return json().end(); }

    void insert(const QString &key, const QJsonValue &value) { edit().insert(key, value); }
    // The object to change, built first if deferred.
    QJsonObject &edit();

private:
    struct State
    {
        std::mutex mutex;
        std::atomic<bool> built{true};
        std::function<QJsonObject()> build; // while not built
        QJsonObject json;
    };
    std::shared_ptr<State> mState;
};

// A whole distribution worth drawing: the hits a side scores, the total of a test.
struct NamedDistribution
{
    QString name;
    Distribution distribution;
    QString key = {}; // for scripts, as Outcome::key: "spanish.hitsInflicted", "score"
};

// A procedure a result calls for next (FoGR: a close combat's loser tests its cohesion, every
// side hit takes its death roll), with the facts of its input the result gives, each with why.
// The resolver opens it with those facts filled in; adjutant-cli lists it under "followUps".
struct FollowUp
{
    QString procedure; // "cohesion-test"
    QString unit;      // the battle group (unit id) it is about, or empty
    QString title;     // "Dutch foot: cohesion test after losing the melee"
    QJsonObject facts; // of its input
    QHash<QString, QString> why; // by field key
};

// What every procedure returns (DESIGN.md, rulesets/): the numbers it worked out, every modifier
// with its citation, the exact outcome distribution, and with dice the result and the changes to
// record as events.
struct ProcedureResult
{
    QString ruleset;
    QString procedure;
    QString citation;
    QStringList units;  // the battle groups (units) it is about, by id, as the input names them
    Facts facts;        // what the procedure derived: dice, scores to hit, the number to pass
    QList<Modifier> modifiers;
    QList<Outcome> outcomes;
    QList<NamedDistribution> distributions;
    QJsonObject result; // empty without dice
    QString summary;    // one line for the log, with dice
    core::ChangeList changes;
    QStringList notes;  // interpretations and gaps this result rests on
    // What the facts say in the players' words, one line each, when they are more than a few
    // numbers (a combat's dice by group): the resolver shows these rather than the facts.
    QStringList workedOut;
    QList<FollowUp> followUps; // with dice: the procedures the result calls for, in turn

    // The documented output of `adjutant-cli adjudicate` (docs/cli.md).
    QJsonObject toJson(const DiceSource &dice) const;
    // The result applied as one step: a core adjudication.applied change carrying the changes
    // and, for the log, the output without its distributions. Only for a result with dice.
    core::Change toChange(const DiceSource &dice) const;
};

// The chances of each outcome of `distribution` in the given ranges, labelled, exact.
Outcome outcomeAtLeast(const QString &label, const Distribution &distribution, int lowest);
Outcome outcomeAtMost(const QString &label, const Distribution &distribution, int highest);
Outcome outcomeBetween(const QString &label, const Distribution &distribution, int lowest, int highest);
// `outcome` with its machine key (and its group's, when it has a group).
Outcome keyed(Outcome outcome, const QString &key, const QString &groupKey = {});
// An outcome's key as the CLI writes it: its group's key, a dot, its own; or its own.
QString outcomeKey(const Outcome &outcome);
QJsonArray modifiersJson(const QList<Modifier> &modifiers);
QJsonObject distributionJson(const NamedDistribution &named);
// [{"procedure": "cohesion-test", "title": ..., "input": {...}}]
QJsonArray followUpsJson(const QList<FollowUp> &followUps);

} // namespace adjutant::rulesets
