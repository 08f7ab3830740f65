// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/poa.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <array>

namespace adjutant::rulesets::fogr {

namespace {

const QString kHits = QStringLiteral("combatHits");

bool has(const BaseFacts &facts, const char *capability)
{
    return facts.capabilities.contains(QString::fromLatin1(capability), Qt::CaseInsensitive);
}

bool groupHas(const BaseFacts &facts, const char *capability)
{
    return has(facts, capability) || facts.battleGroupCapabilities.contains(
                                         QString::fromLatin1(capability), Qt::CaseInsensitive);
}

// FoGR, Battle Group Disorder: "Disordered or Severely Disordered bases are not STEADY".
bool steady(const BaseFacts &facts)
{
    return facts.cohesion == Cohesion::Steady && facts.disorder == Disorder::None;
}

bool fragmentedOrSeverelyDisordered(const BaseFacts &facts)
{
    return facts.cohesion == Cohesion::Fragmented || facts.disorder == Disorder::SeverelyDisordered;
}

// The rows of one side of a close combat, evaluated for "base b against enemy e".
class RowCollector
{
public:
    RowCollector(const RuleBook &book, const QString &table, const QString &fieldPath,
                 QList<Modifier> &rows, bool anyOneOf)
        : mBook(book), mTable(table), mPath(fieldPath), mRows(rows), mAnyOneOf(anyOneOf)
    {
    }
    // The row applies: its value, or MissingRuleValue asking for the typed POA.
    void add(const char *key)
    {
        const QString k = QString::fromLatin1(key);
        const RuleValue &cell = mBook.value(mTable, k);
        if (!cell.isAvailable()) {
            throw MissingRuleValue(
                QStringLiteral(
                    "%1: the POA row \"%2\" of %3 applies but the transcription lacks it (%4). "
                    "Type this group's net POA as \"poa\" (-2 to 2), or supply %3.%2 in your "
                    "rule overrides.")
                    .arg(mPath, k, mTable, cell.reason));
        }
        Modifier m = modifierFrom(mBook, mTable, k);
        m.label = QStringLiteral("%1%2").arg(
            mAnyOneOf ? QStringLiteral("[any one of] ") : QString(), m.label);
        mRows.append(m);
    }

private:
    const RuleBook &mBook;
    const QString &mTable;
    QString mPath;
    QList<Modifier> &mRows;
    bool mAnyOneOf;
};

struct Sides
{
    const RuleBook &book;
    const BaseFacts &b;
    const BaseFacts &e;
    TroopClass bc;
    TroopClass ec;

    bool bFoot() const { return bc.category == QLatin1String("Foot"); }
    bool eFoot() const { return ec.category == QLatin1String("Foot"); }
    bool eMounted() const { return ec.category == QLatin1String("Mounted"); }
    bool eElephants() const { return ec.category == QLatin1String("Elephants"); }
    bool bShot() const { return isShot(book, b); }
    bool eShot() const { return isShot(book, e); }
    // "... except pike in 3 or more ranks, protected pike, protected shot, foot with bayonet"
    bool eSolidFoot() const
    {
        return eFoot() && ((has(e, "Pike") && e.ranks >= 3) || (has(e, "Pike") && e.isProtected) ||
                           (eShot() && e.isProtected) || has(e, "Bayonet"));
    }
};

bool openTerrain(const BaseFacts &facts, const QString &path, const char *row)
{
    if (!facts.openTerrain)
        throw core::Error(QStringLiteral("%1.openTerrain: required to decide whether \"%2\" "
                                         "applies (only in open terrain, FoGR: "
                                         "Impact POAs)")
                              .arg(path, QString::fromLatin1(row)));
    return *facts.openTerrain;
}

// FoGR, Impact POAs. The first rows through "Impact mounted" are "Any one of".
void impactRows(const Sides &s, RowCollector &anyOne, RowCollector &other, const QString &path)
{
    const BaseFacts &b = s.b;
    const BaseFacts &e = s.e;
    const bool bMounted = s.bc.category == QLatin1String("Mounted");
    if (s.bFoot() && s.eFoot() && (has(b, "Salvo") || (has(b, "Pike") && groupHas(b, "Salvo"))))
        anyOne.add("salvo");
    if (s.bFoot() && s.eFoot() &&
        (has(b, "Impact Foot") || (has(b, "Pike") && groupHas(b, "Impact Foot"))))
        anyOne.add("impactFoot");
    if ((has(b, "Pike") || (s.bShot() && b.isProtected)) && !b.charging &&
        !fragmentedOrSeverelyDisordered(b) && s.eMounted())
        anyOne.add("pikeOrProtectedShotVsMounted");
    if (has(b, "Spearmen") && b.ranks >= 2 && !b.charging && !fragmentedOrSeverelyDisordered(b) &&
        s.eMounted())
        anyOne.add("spearmenVsMounted");
    const bool eImpactFoot = s.eFoot() && has(e, "Impact Foot");
    if (has(b, "Spearmen") && b.ranks >= 2 && !fragmentedOrSeverelyDisordered(b) && s.eFoot() &&
        !s.eSolidFoot() && !eImpactFoot)
        anyOne.add("spearmenVsFoot");
    if (has(b, "Heavy Weapon") && s.eFoot() && !s.eSolidFoot() && !eImpactFoot)
        anyOne.add("heavyWeapon");
    // "Foot with light spear unless they are charging mounted shock troops" (cut there).
    const bool eMountedShock = s.eMounted() && s.ec.shock && e.cohesion != Cohesion::Fragmented;
    if (s.bFoot() && has(b, "Light Spear") && !(b.charging && eMountedShock))
        anyOne.add("lightSpear");
    if (bMounted && has(b, "Heavy Lancers") && openTerrain(b, path, "Heavy lancers"))
        anyOne.add("heavyLancers");
    if (bMounted && has(b, "Light Lancers") && openTerrain(b, path, "Light lancers"))
        anyOne.add("lightLancers");
    if (bMounted && has(b, "Impact Mounted") && openTerrain(b, path, "Impact mounted"))
        anyOne.add("impactMounted");
    if (has(b, "Pike") && b.ranks >= 4 && !fragmentedOrSeverelyDisordered(b) &&
        openTerrain(b, path, "Pike in 4 or more ranks"))
        other.add(s.eFoot() ? "pikeFourRanksVsFoot" : "pikeFourRanksVsMounted");
    if (bMounted && openTerrain(b, path, "Any mounted"))
        other.add("anyMounted");
}

// FoGR, Melee POAs. The rows through "Elephants" are "Any one of".
void meleeRows(const Sides &s, RowCollector &anyOne, RowCollector &other)
{
    const BaseFacts &b = s.b;
    const BaseFacts &e = s.e;
    if ((has(b, "Pike") || (s.bShot() && b.isProtected)) && !fragmentedOrSeverelyDisordered(b) &&
        s.eMounted())
        anyOne.add("pikeOrProtectedShotVsMounted");
    const bool eSteadyFootPikeShotBayonet =
        steady(e) && s.eFoot() &&
        (has(e, "Pike") || (s.eShot() && e.isProtected) || has(e, "Bayonet"));
    if (has(b, "Pistol") && !s.eElephants() && !eSteadyFootPikeShotBayonet &&
        !(s.eMounted() && has(e, "Swordsmen") && !steady(b)))
        anyOne.add("pistol");
    if (has(b, "Swordsmen") && !s.eElephants() && !(steady(e) && has(e, "Pistol")) &&
        !eSteadyFootPikeShotBayonet && !(steady(e) && s.eFoot() && has(e, "Spearmen")))
        anyOne.add("swordsmen");
    if (has(b, "Spearmen") && b.ranks >= 2 && !fragmentedOrSeverelyDisordered(b) && !s.eSolidFoot())
        anyOne.add("spearmen");
    if (has(b, "Heavy Weapon") && !s.eSolidFoot())
        anyOne.add("heavyWeapon");
    if (s.bc.category == QLatin1String("Elephants"))
        anyOne.add("elephants");
    if (has(b, "Pike") && b.ranks >= 4 && !fragmentedOrSeverelyDisordered(b))
        other.add(s.eFoot() ? "pikeFourRanksVsFoot" : "pikeFourRanksVsMounted");
    // The 'better armour' rows are lost; the example: it "does not give a POA against shot", and
    // heavy weapon "cancels enemy 'better armour' POA".
    static const QStringList order{QStringLiteral("Fully Armoured"),
                                   QStringLiteral("Heavily Armoured"), QStringLiteral("Armoured"),
                                   QStringLiteral("Unarmoured")};
    const auto mine = order.indexOf(b.armour, 0), theirs = order.indexOf(e.armour, 0);
    if (mine >= 0 && theirs >= 0 && mine < theirs && !s.eShot() && !has(e, "Heavy Weapon"))
        other.add("betterArmour");
}

int anyOneOfBest(const QList<Modifier> &rows)
{
    int best = 0;
    for (const Modifier &m : rows)
        best = std::max(best, m.value);
    return best;
}

// Keeps only the best "any one of" row (a base can have only one of these POAs).
QList<Modifier> sideRows(CombatKind kind, const Sides &s, const RuleBook &book, const QString &path)
{
    const QString table =
        kind == CombatKind::Impact ? QStringLiteral("impactPoa") : QStringLiteral("meleePoa");
    QList<Modifier> anyOne, other;
    RowCollector a(book, table, path, anyOne, true), o(book, table, path, other, false);
    if (kind == CombatKind::Impact)
        impactRows(s, a, o, path);
    else
        meleeRows(s, a, o);
    QList<Modifier> rows;
    const int best = anyOneOfBest(anyOne);
    for (const Modifier &m : anyOne) {
        if (m.value == best) {
            rows.append(m);
            break;
        }
    }
    return rows + other;
}

} // namespace

TroopClass troopClass(const RuleBook &book, const QString &type)
{
    const QJsonArray types =
        book.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray();
    for (const QJsonValue &value : types) {
        const QJsonObject t = value.toObject();
        if (t.value(QStringLiteral("name")).toString().compare(type, Qt::CaseInsensitive) == 0)
            return {t.value(QStringLiteral("category")).toString(),
                    t.value(QStringLiteral("light")).toBool(),
                    t.value(QStringLiteral("shock")).toBool()};
    }
    QStringList names;
    for (const QJsonValue &value : types)
        names.append(value.toObject().value(QStringLiteral("name")).toString());
    throw core::Error(QStringLiteral("unknown troop type \"%1\" (FoGR troop types: %2)")
                          .arg(type, names.join(QStringLiteral(", "))));
}

TroopClass troopClass(const RuleBook &book, const QString &type, const core::JsonReader &json,
                      QStringView key)
{
    try {
        return troopClass(book, type);
    } catch (const core::Error &error) {
        json.fail(key, QString::fromUtf8(error.what()));
    }
}

bool isShot(const RuleBook &book, const BaseFacts &facts)
{
    if (troopClass(book, facts.troopType).category != QLatin1String("Foot"))
        return false;
    const QStringList shot =
        book.strings(QStringLiteral("troopTypes"), QStringLiteral("shotCapabilities"));
    return std::any_of(facts.capabilities.begin(), facts.capabilities.end(),
                       [&](const QString &c) { return shot.contains(c, Qt::CaseInsensitive); });
}

DerivedPoa closeCombatPoa(CombatKind kind, const BaseFacts &own, const BaseFacts &enemy,
                          const RuleBook &book, const QString &fieldPath)
{
    DerivedPoa poa;
    const TroopClass ownClass = troopClass(book, own.troopType),
                     enemyClass = troopClass(book, enemy.troopType);
    poa.own = sideRows(kind, Sides{book, own, enemy, ownClass, enemyClass}, book, fieldPath);
    poa.enemy = sideRows(kind, Sides{book, enemy, own, enemyClass, ownClass}, book,
                         fieldPath + QStringLiteral(".enemy"));
    // "compare the overall POAs of opposing bases and take the difference as the net result"
    for (const Modifier &m : poa.own)
        poa.uncapped += m.value;
    for (const Modifier &m : poa.enemy)
        poa.uncapped -= m.value;
    poa.net = cappedPoa(book, poa.uncapped);
    const QString table =
        kind == CombatKind::Impact ? QStringLiteral("impactPoa") : QStringLiteral("meleePoa");
    poa.notes.append(QStringLiteral("Derived from the %1 POA rows in the transcription; %2 Check "
                                    "your book and type the net POA if one of the lost rows "
                                    "applies.")
                         .arg(kind == CombatKind::Impact ? QStringLiteral("impact")
                                                         : QStringLiteral("melee"),
                              book.value(table, QStringLiteral("remainingRows")).reason));
    if (kind == CombatKind::Melee && (own.armour.isEmpty() || enemy.armour.isEmpty()))
        poa.notes.append(
            QStringLiteral("Armour not given: the (missing) 'better armour' POA was not checked."));
    return poa;
}

int cappedPoa(const RuleBook &book, int poa)
{
    const int cap = book.integer(kHits, QStringLiteral("maximumNetPoa"));
    return std::clamp(poa, -cap, cap);
}

namespace {

int scoreToHitRead(const RuleBook &book, bool shooting, int netPoa)
{
    const QString prefix = shooting ? QStringLiteral("shooting.") : QStringLiteral("closeCombat.");
    const QString key =
        prefix + (netPoa > 0 ? QStringLiteral("+%1").arg(netPoa) : QString::number(netPoa));
    return book.integer(kHits, key);
}

} // namespace

int scoreToHit(const RuleBook &book, CombatKind kind, int netPoa)
{
    // Read once per rule book for each kind and net POA of the table (-2 to +2).
    static const std::array<std::array<char, 5>, 2> kTags{};
    const bool shooting = kind == CombatKind::Shooting;
    if (netPoa >= -2 && netPoa <= 2) {
        const void *tag = &kTags[shooting ? 0 : 1][std::size_t(netPoa + 2)];
        return book.derived<int>(tag, QString(),
                                 [&] { return scoreToHitRead(book, shooting, netPoa); });
    }
    return scoreToHitRead(book, shooting, netPoa);
}

QString poaText(int poa)
{
    if (poa == 0)
        return QStringLiteral("0");
    return QString(std::abs(poa), poa > 0 ? QLatin1Char('+') : QLatin1Char('-'));
}

} // namespace adjutant::rulesets::fogr
