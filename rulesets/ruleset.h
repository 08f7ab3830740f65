// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/followup.h"
#include "core/measureunit.h"
#include "rulesets/common/die.h"
#include "rulesets/rulevalue.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::core {
struct Unit;
}

namespace adjutant::rulesets {

class Books;
class DiceSource;
class RuleBook;
class TableRules;
struct PointValue;
struct ProcedureResult;
struct Setup;

// One field of a procedure's input, as a resolver's form shows it and the docs describe it.
struct InputField
{
    enum class Kind
    {
        Boolean,
        Integer,
        Number,      // any number (a distance)
        IntegerList, // whole numbers, one per item (bases per shooting rank)
        Choice,     // one of `choices`
        ChoiceList, // several of `choices`
        Text,
        Object, // `fields` are its members
        List    // of objects, each with `fields`
    };
    QString key;
    QString label;
    Kind kind = Kind::Boolean;
    QStringList choices; // for a rule-set catalogue (`catalogue`), filled by the rule set
    QString catalogue;   // "troopTypes", "capabilities", "armour": the choices are the rule set's list
    int minimum = 0;
    int maximum = 0;
    QJsonValue fallback; // the value when absent; undefined when the field is required
    QString help;        // what it feeds, with the rule's citation
    QList<InputField> fields;
    // An identifier the battle and the CLI give (a battle group's id, a key naming rolls), never
    // typed at the table: the resolver's form keeps it without showing it.
    bool hidden = false;
};

// One procedure a rule set adjudicates ("cohesion-test"), as menus, `--help` and docs list it.
struct ProcedureInfo
{
    QString id;
    QString title;
    QString citation;
    QString description;
    QList<InputField> fields; // every field of its input
    // The key the app gives it ("Ctrl+T"), for the procedures played every turn; empty: none.
    QString shortcut = {};
};

// One entry of a rule set's troop catalogue. `details` holds what the rule set says of it
// (FoGR: category, armour allowed, light troops; Old Dessauer: figures per unit).
struct TroopType
{
    QString name;
    QString category;
    QJsonObject details;
};

// A rule set behind one interface (DESIGN.md): what it is, how it measures and rolls, its troops,
// turn phases and cohesion ladder, its set-up and books, and its procedures. Procedures are pure:
// input and dice in, ProcedureResult out; the caller records the result's changes as events.
class Ruleset
{
public:
    virtual ~Ruleset() = default;

    virtual QString id() const = 0;   // "fogr", the scenario files' spelling
    virtual QString name() const = 0; // "Field of Glory Renaissance"
    virtual core::MeasureUnit::Kind measureUnit() const = 0;
    virtual Die die() const = 0;
    virtual QList<TroopType> troopCatalogue() const = 0;
    virtual QStringList qualities() const = 0;      // best first
    virtual QStringList phases() const = 0;         // in turn order
    virtual QStringList cohesionLadder() const = 0; // best first
    // Every level a unit's record may hold (core::UnitState::cohesion; empty: none recorded): the
    // ladder, and a level off it where the rules give one (N1600 12.1: Eliminated). A battle
    // whose unit holds another word is refused where it enters (rulesets/battlecheck.h).
    virtual QStringList cohesionLevels() const { return cohesionLadder(); }
    // The rule that lists those levels, cited in that refusal ("FoGR, Battle Group Cohesion
    // Levels").
    virtual QString cohesionSource() const = 0;
    // The step of the ladder a unit stands on while none is recorded for it (FoGR: "All battle
    // groups begin the game in good order"), with its provenance; Missing (by default) when the
    // rules name none, and the unit's level is then shown as not recorded (unitcohesion.h).
    virtual RuleValue startingCohesion() const;
    virtual const RuleBook &ruleBook() const = 0;
    // What it knows about the table (facts, the inspector's rows), or nullptr.
    virtual const TableRules *tableRules() const = 0;
    virtual Setup setup() const = 0;        // what a new battle starts from (setup.h)
    // A battle that shows the rule set at work (`adjutant --demo ID`): a scenario's resource
    // path, or empty when it has none.
    virtual QString demoBattle() const { return {}; }
    virtual const Books &books() const = 0; // losses, standing, verdict (books.h)
    // What `unit` costs to buy by the book's point values (setup.h), or why it gives none (by
    // default: the rules text gives no point values).
    virtual PointValue pointValue(const core::Unit &unit) const;

    virtual QList<ProcedureInfo> procedures() const = 0;
    // A complete input of the procedure, as documented (`adjudicate ... --example`).
    virtual QJsonObject exampleInput(const QString &procedure) const = 0;
    // Runs a procedure on its JSON input, the form the CLI and the resolvers share. Throws
    // core::Error naming the field of bad input or an unknown procedure, DiceError for bad dice,
    // MissingRuleValue when the result needs a value the rules text lacks.
    virtual ProcedureResult run(const QString &procedure, const QJsonObject &input, DiceSource &dice) const = 0;
};

// The registry (registry.cpp), the one list of the rule sets Adjutant knows, in the order menus
// and lists show them (the first is the default of `adjutant-cli new`). The rule set with this
// id, or nullptr. The rule sets live as long as the program.
const Ruleset *findRuleset(const QString &id);
QList<const Ruleset *> allRulesets();
// The follow-ups the battle's rule set calls for (Books::followUps), none for a battle of a rule
// set this build does not know: the core::FollowUpRule the app and the CLI give every session.
core::FollowUps followUpsOf(const core::Battle &before, const core::Battle &after);

} // namespace adjutant::rulesets
