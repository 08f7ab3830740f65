// SPDX-License-Identifier: GPL-3.0-or-later
// The log dock of a long battle: entry numbers past five digits stay whole (they were cut to
// "1000…" at 100,000 entries), and a width the reader chose is kept as entries come in.
#include "app/gui/docks/logdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/document/logmodel.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/memorystore.h"
#include "rulesets/ruleset.h"

#include <QApplication>
#include <QStyle>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace adjutant;

namespace {

core::Change move(double x)
{
    return core::Change{QStringLiteral("base.moved"),
                        {{QStringLiteral("unit"), QStringLiteral("dutch1")},
                         {QStringLiteral("id"), QStringLiteral("f1r1")},
                         {QStringLiteral("x"), x},
                         {QStringLiteral("y"), 30.0}}};
}

// The FoGR demo and its moves up to entry `last`: two recorded, the rest copies of the second
// with their own numbers and ids, replayed as a file's log is.
std::unique_ptr<core::BattleSession> longBattle(qint64 last)
{
    auto made = core::BattleSession::create(
        std::make_unique<core::MemoryStore>(),
        core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("fogr"))->demoBattle()));
    made->record(move(30));
    QList<core::Event> events = made->events();
    const core::Event moved = events.last();
    for (qint64 seq = moved.seq + 1; seq <= last; ++seq) {
        core::Event event = moved;
        event.seq = seq;
        event.id = QUuid::createUuid();
        events << event;
    }
    return core::BattleSession::open(std::make_unique<core::MemoryStore>(events));
}

// Whether the view shows `row`'s number whole: the style draws a cell's text inside a margin on
// each side (QCommonStyle: the focus frame's margin and one pixel), and cuts what does not fit.
bool numberWhole(const QTableView &view, int row)
{
    const QModelIndex index = view.model()->index(row, app::LogModel::Seq);
    const int margin = view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1;
    return view.fontMetrics().horizontalAdvance(index.data().toString()) + 2 * margin <= view.columnWidth(app::LogModel::Seq);
}

} // namespace

class TestLogDock : public QObject
{
    Q_OBJECT

private slots:
    void longNumbersStayWhole()
    {
        app::BattleDocument document(longBattle(100'001), QString());
        app::LogDock dock;
        dock.resize(700, 300);
        dock.show();
        dock.setDocument(&document);
        const QTableView &view = *dock.view();
        const int last = view.model()->rowCount() - 1;
        QCOMPARE(view.model()->index(last, app::LogModel::Seq).data().toString(), QStringLiteral("100001"));
        QVERIFY(numberWhole(view, last));
        QVERIFY(numberWhole(view, 0));

        // A reader's wider column stays as entries come in.
        dock.view()->setColumnWidth(app::LogModel::Seq, 200);
        document.record(move(31));
        QCOMPARE(view.model()->rowCount(), last + 2);
        QCOMPARE(view.columnWidth(app::LogModel::Seq), 200);
    }
};

QTEST_MAIN(TestLogDock)
#include "tst_logdock.moc"
