#include "rulesets/fogr/fogrruleset.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/fogrsetup.h"
#include "rulesets/troopcatalogue.h"

#include <QJsonArray>

namespace adjutant::rulesets::fogr {

FogrRuleset::FogrRuleset() : mBook(RuleBook::load(QStringLiteral("fogr"))), mTable(mBook, *this)
{
    mProcedures += combatProcedures();
    mProcedures += deteriorationProcedures();
    mProcedures += movementProcedures();
    mProcedures += armyProcedures();
}

QString FogrRuleset::id() const { return QStringLiteral("fogr"); }

QString FogrRuleset::name() const { return QStringLiteral("Field of Glory Renaissance"); }

core::MeasureUnit::Kind FogrRuleset::measureUnit() const { return core::MeasureUnit::Kind::MovementUnit; }

Die FogrRuleset::die() const { return kD6; }

QList<TroopType> FogrRuleset::troopCatalogue() const
{
    return troopCatalogueFrom(
        mBook.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray());
}

QStringList FogrRuleset::qualities() const { return qualityNames(); }

QStringList FogrRuleset::phases() const { return mBook.strings(QStringLiteral("turn"), QStringLiteral("phases")); }

QStringList FogrRuleset::cohesionLadder() const { return cohesionNames(); }

const RuleBook &FogrRuleset::ruleBook() const { return mBook; }

Setup FogrRuleset::setup() const
{
    return fogrSetup(*this);
}

const Books &FogrRuleset::books() const
{
    return mBooks;
}

namespace {

void fillCatalogues(QList<InputField> &fields, const QHash<QString, QStringList> &catalogues)
{
    for (InputField &field : fields) {
        if (!field.catalogue.isEmpty())
            field.choices = catalogues.value(field.catalogue);
        fillCatalogues(field.fields, catalogues);
    }
}

} // namespace

QList<ProcedureInfo> FogrRuleset::procedures() const
{
    QHash<QString, QStringList> catalogues;
    for (const TroopType &type : troopCatalogue())
        catalogues[QStringLiteral("troopTypes")].append(type.name);
    for (const char *list : {"capabilities", "armour"})
        catalogues.insert(QString::fromLatin1(list), mBook.strings(QStringLiteral("troopTypes"), QString::fromLatin1(list)));
    // The procedures of every turn, each with a key.
    static const QHash<QString, QString> shortcuts{
        {QStringLiteral("cohesion-test"), QStringLiteral("Ctrl+T")},
        {QStringLiteral("death-roll"), QStringLiteral("Ctrl+D")},
        {QStringLiteral("shooting"), QStringLiteral("Ctrl+Shift+F")},
        {QStringLiteral("impact"), QStringLiteral("Ctrl+Shift+I")},
        {QStringLiteral("melee"), QStringLiteral("Ctrl+Shift+M")}};
    QList<ProcedureInfo> list;
    for (const FogrProcedure &p : mProcedures) {
        list.append(p.info);
        list.last().shortcut = shortcuts.value(p.info.id);
        fillCatalogues(list.last().fields, catalogues);
    }
    return list;
}

const FogrProcedure &FogrRuleset::procedure(const QString &id) const
{
    for (const FogrProcedure &p : mProcedures) {
        if (p.info.id == id)
            return p;
    }
    throw core::Error(QStringLiteral("FoGR has no procedure \"%1\" ('adjutant-cli adjudicate fogr --help' lists them)").arg(id));
}

QJsonObject FogrRuleset::exampleInput(const QString &id) const { return procedure(id).example; }

namespace {

// Every battle group the input names: FoGR inputs name one by its id under "battleGroup",
// at the top or in a side, a shooter or an army's list.
void collectBattleGroups(const QJsonValue &value, QStringList &ids)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectBattleGroups(item, ids);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == QLatin1String("battleGroup") && it->isString()) {
                if (!it->toString().isEmpty() && !ids.contains(it->toString()))
                    ids << it->toString();
            } else {
                collectBattleGroups(*it, ids);
            }
        }
    }
}

} // namespace

ProcedureResult FogrRuleset::run(const QString &id, const QJsonObject &input, DiceSource &dice) const
{
    const FogrProcedure &p = procedure(id);
    ProcedureResult result = p.run(core::JsonReader(input, QStringLiteral("input")), dice, mBook);
    result.ruleset = this->id();
    result.procedure = p.info.id;
    if (result.citation.isEmpty())
        result.citation = p.info.citation;
    collectBattleGroups(input, result.units);
    dice.checkAllUsed();
    return result;
}

core::Change cohesionChange(const QString &battleGroup, Cohesion cohesion)
{
    // Only the cohesion level: the unit's disorder and flags stay as they are.
    const QJsonObject state{{QStringLiteral("cohesion"), cohesionName(cohesion)}};
    return {QStringLiteral("unit.stateChanged"), {{QStringLiteral("id"), battleGroup}, {QStringLiteral("state"), state}}};
}

core::Change basesLostChange(const QString &battleGroup, int count)
{
    return {QStringLiteral("unit.basesLost"), {{QStringLiteral("id"), battleGroup}, {QStringLiteral("count"), count}}};
}

Modifier modifierFrom(const RuleBook &book, const QString &table, const QString &key)
{
    const RuleValue &cell = book.value(table, key);
    Modifier modifier;
    modifier.label = cell.text.isEmpty() ? key : cell.text;
    modifier.value = book.integer(table, key);
    modifier.citation = cell.source.isEmpty() ? book.tableSource(table) : cell.source;
    if (cell.status == RuleValue::Status::Interpreted)
        modifier.interpreted = cell.reason;
    return modifier;
}

} // namespace adjutant::rulesets::fogr
