// SPDX-License-Identifier: GPL-3.0-or-later
// What an event touches, read from its type and payload: every type core knows, the parts of a
// step, and the changes an undo or a redo carries.
#include "core/changes.h"
#include "core/changescope.h"
#include "core/event.h"

#include <QJsonArray>
#include <QTest>

#include <functional>

using namespace adjutant::core;

Q_DECLARE_METATYPE(adjutant::core::Change)
Q_DECLARE_METATYPE(adjutant::core::ChangeScope)

namespace {

QJsonObject id(const QString &value)
{
    return {{QStringLiteral("id"), value}};
}

ChangeScope scope(std::function<void(ChangeScope &)> fill)
{
    ChangeScope s;
    fill(s);
    return s;
}

} // namespace

namespace QTest {
template <> char *toString(const ChangeScope &scope)
{
    auto ids = [](const QSet<QString> &set) {
        QStringList list(set.begin(), set.end());
        list.sort();
        return list.join(QLatin1Char(','));
    };
    return qstrdup(QStringLiteral("battle %1 table %2 turn %3 sides [%4] units [%5] bases [%6] "
                                  "commanders [%7] terrain [%8]")
                       .arg(scope.battle)
                       .arg(scope.table)
                       .arg(scope.turn)
                       .arg(ids(scope.sides), ids(scope.units), ids(scope.bases),
                            ids(scope.commanders), ids(scope.terrain))
                       .toUtf8()
                       .constData());
}
} // namespace QTest

class TestChangeScope : public QObject
{
    Q_OBJECT

private slots:
    void everyTypeHasItsScope_data();
    void everyTypeHasItsScope();
    void everyKnownTypeIsReadForWhatItTouches();
    void undoAndRedoTouchWhatTheyCarry();
};

void TestChangeScope::everyTypeHasItsScope_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<ChangeScope>("expected");
    const QString u = QStringLiteral("u1");
    auto units = [](const QString &unit) {
        return scope([unit](ChangeScope &s) { s.units = {unit}; });
    };
    auto unitsAndBases = [](const QString &unit) {
        return scope([unit](ChangeScope &s) {
            s.units = {unit};
            s.bases = {unit};
        });
    };
    auto bases = [](const QSet<QString> &unit) {
        return scope([unit](ChangeScope &s) { s.bases = unit; });
    };
    const ChangeScope battle = scope([](ChangeScope &s) { s.battle = true; });

    QTest::newRow("battle.created") << Change{QStringLiteral("battle.created"), {}} << battle;
    QTest::newRow("battle.imported") << Change{QStringLiteral("battle.imported"), {}} << battle;
    QTest::newRow("side.added") << Change{QStringLiteral("side.added"),
                                          {{QStringLiteral("side"), id(QStringLiteral("s"))}}}
                                << scope([](ChangeScope &s) { s.sides = {QStringLiteral("s")}; });
    QTest::newRow("side.changed") << Change{QStringLiteral("side.changed"), id(QStringLiteral("s"))}
                                  << scope([](ChangeScope &s) { s.sides = {QStringLiteral("s")}; });
    QTest::newRow("side.removed") << Change{QStringLiteral("side.removed"), id(QStringLiteral("s"))}
                                  << scope([](ChangeScope &s) { s.sides = {QStringLiteral("s")}; });
    QTest::newRow("unit.added") << Change{QStringLiteral("unit.added"),
                                          {{QStringLiteral("unit"), id(u)}}}
                                << unitsAndBases(u);
    QTest::newRow("unit.changed") << Change{QStringLiteral("unit.changed"), id(u)}
                                  << unitsAndBases(u);
    QTest::newRow("unit.removed") << Change{QStringLiteral("unit.removed"), id(u)}
                                  << unitsAndBases(u);
    QTest::newRow("unit.stateChanged")
        << Change{QStringLiteral("unit.stateChanged"), id(u)} << units(u);
    QTest::newRow("unit.basesLost") << Change{QStringLiteral("unit.basesLost"), id(u)} << units(u);
    QTest::newRow("unit.basesRestored")
        << Change{QStringLiteral("unit.basesRestored"), id(u)} << units(u);
    QTest::newRow("commander.added")
        << Change{QStringLiteral("commander.added"),
                  {{QStringLiteral("commander"), id(QStringLiteral("c"))}}}
        << scope([](ChangeScope &s) { s.commanders = {QStringLiteral("c")}; });
    QTest::newRow("commander.changed")
        << Change{QStringLiteral("commander.changed"), id(QStringLiteral("c"))}
        << scope([](ChangeScope &s) { s.commanders = {QStringLiteral("c")}; });
    QTest::newRow("commander.marked")
        << Change{QStringLiteral("commander.marked"), id(QStringLiteral("c"))}
        << scope([](ChangeScope &s) { s.commanders = {QStringLiteral("c")}; });
    QTest::newRow("commander.removed")
        << Change{QStringLiteral("commander.removed"), id(QStringLiteral("c"))}
        << scope([](ChangeScope &s) { s.commanders = {QStringLiteral("c")}; });
    QTest::newRow("terrain.added")
        << Change{QStringLiteral("terrain.added"),
                  {{QStringLiteral("terrain"), id(QStringLiteral("t"))}}}
        << scope([](ChangeScope &s) { s.terrain = {QStringLiteral("t")}; });
    QTest::newRow("terrain.changed")
        << Change{QStringLiteral("terrain.changed"), id(QStringLiteral("t"))}
        << scope([](ChangeScope &s) { s.terrain = {QStringLiteral("t")}; });
    QTest::newRow("terrain.removed")
        << Change{QStringLiteral("terrain.removed"), id(QStringLiteral("t"))}
        << scope([](ChangeScope &s) { s.terrain = {QStringLiteral("t")}; });
    const QJsonObject ofUnit{{QStringLiteral("unit"), u},
                             {QStringLiteral("id"), QStringLiteral("b")}};
    QTest::newRow("base.added") << Change{QStringLiteral("base.added"), ofUnit} << bases({u});
    QTest::newRow("base.removed") << Change{QStringLiteral("base.removed"), ofUnit} << bases({u});
    QTest::newRow("base.moved") << Change{QStringLiteral("base.moved"), ofUnit} << bases({u});
    QTest::newRow("bases.moved")
        << Change{QStringLiteral("bases.moved"),
                  {{QStringLiteral("moves"),
                    QJsonArray{ofUnit,
                               QJsonObject{{QStringLiteral("unit"), QStringLiteral("u2")}}}}}}
        << bases({u, QStringLiteral("u2")});
    // A base's marker touches its unit's bases, a tray's the unit itself.
    QTest::newRow("markers.assigned")
        << Change{QStringLiteral("markers.assigned"),
                  {{QStringLiteral("assignments"),
                    QJsonArray{QJsonObject{{QStringLiteral("unit"), u},
                                           {QStringLiteral("base"), QStringLiteral("b")},
                                           {QStringLiteral("marker"), 3}},
                               QJsonObject{{QStringLiteral("unit"), QStringLiteral("u2")},
                                           {QStringLiteral("marker"), 4}}}}}}
        << scope([u](ChangeScope &s) {
               s.bases = {u};
               s.units = {QStringLiteral("u2")};
           });
    QTest::newRow("turn.changed") << Change{QStringLiteral("turn.changed"), {}}
                                  << scope([](ChangeScope &s) { s.turn = true; });
    QTest::newRow("table.contactToleranceChanged")
        << Change{QStringLiteral("table.contactToleranceChanged"), {}}
        << scope([](ChangeScope &s) { s.table = true; });
    const Change lost{QStringLiteral("unit.basesLost"), id(u)};
    const Change state{QStringLiteral("unit.stateChanged"), id(QStringLiteral("u2"))};
    QTest::newRow("adjudication.applied")
        << Change{QStringLiteral("adjudication.applied"),
                  {{QStringLiteral("changes"), QJsonArray{lost.toJson(), state.toJson()}}}}
        << scope([u](ChangeScope &s) {
               s.units = {u, QStringLiteral("u2")};
           });
    QTest::newRow("adjudication.applied, nothing changed")
        << Change{QStringLiteral("adjudication.applied"),
                  {{QStringLiteral("changes"), QJsonArray()}}}
        << ChangeScope();
    QTest::newRow("change.followedUp")
        << Changes::followedUp(Change{QStringLiteral("base.moved"), ofUnit},
                               {{state, QStringLiteral("why")}})
        << scope([u](ChangeScope &s) {
               s.bases = {u};
               s.units = {QStringLiteral("u2")};
           });
}

void TestChangeScope::everyTypeHasItsScope()
{
    QFETCH(Change, change);
    QFETCH(ChangeScope, expected);
    QCOMPARE(ChangeScope::of(change), expected);
}

void TestChangeScope::everyKnownTypeIsReadForWhatItTouches()
{
    // A type read for nothing in particular touches the whole battle: views would rebuild all.
    for (const QString &type : Changes::knownTypes()) {
        if (!type.startsWith(QLatin1String("battle.")))
            QVERIFY2(!ChangeScope::of(Change{type, {}}).battle, qPrintable(type));
    }
}

void TestChangeScope::undoAndRedoTouchWhatTheyCarry()
{
    Event undo;
    undo.type = QStringLiteral("undo");
    undo.payload = {
        {QStringLiteral("undoes"), 2},
        {QStringLiteral("changes"),
         QJsonArray{Change{QStringLiteral("terrain.removed"), id(QStringLiteral("t"))}.toJson(),
                    Change{QStringLiteral("turn.changed"), {}}.toJson()}}};
    QCOMPARE(ChangeScope::of(undo), scope([](ChangeScope &s) {
                 s.terrain = {QStringLiteral("t")};
                 s.turn = true;
             }));
    Event redo = undo;
    redo.type = QStringLiteral("redo");
    QCOMPARE(ChangeScope::of(redo), ChangeScope::of(undo));
    Event created;
    created.type = QStringLiteral("battle.created");
    QVERIFY(ChangeScope::of(created).battle);
}

QTEST_GUILESS_MAIN(TestChangeScope)
#include "tst_changescope.moc"
