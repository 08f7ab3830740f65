#include "app/gui/attritiondock.h"

#include "app/gui/battledocument.h"
#include "app/gui/tablestyle.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "rulesets/procedureresult.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QProgressBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace adjutant::app {

namespace {
QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

int sideIndex(const core::Battle &battle, const QString &id)
{
    return battle.sideIndex(id);
}

// A tick every 1, 2, 5, 10 ... so that the axis keeps about eight labels.
double tickFor(double range)
{
    for (double tick : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0}) {
        if (range / tick <= 8)
            return tick;
    }
    return 100.0;
}
} // namespace

AttritionDock::AttritionDock(QWidget *parent)
    : QDockWidget(tr("Attrition"), parent), timeUp(new QAction(tr("&Time Up…"), this)),
      mSidesBox(new QWidget(this)), mSidesLayout(new QVBoxLayout(mSidesBox)),
      mRows(new QTreeWidget(this)), mVerdict(new QLabel(this)), mChart(new QChart),
      mChartView(new QChartView(mChart, this))
{
    setObjectName(QStringLiteral("attritionDock"));
    timeUp->setShortcut(QKeySequence(tr("Ctrl+Shift+T")));
    timeUp->setShortcutContext(Qt::WindowShortcut);
    timeUp->setToolTip(
        tr("The time limit is reached: the victory level on attrition points inflicted (%1)")
            .arg(timeUp->shortcut().toString(QKeySequence::NativeText)));
    timeUp->setStatusTip(timeUp->toolTip());
    connect(timeUp, &QAction::triggered, this, &AttritionDock::showVictory);

    mSidesLayout->setContentsMargins(0, 0, 0, 0);
    mRows->setColumnCount(2);
    mRows->setHeaderLabels({tr("Attrition points"), tr("Points")});
    mRows->setRootIsDecorated(true);
    mRows->setUniformRowHeights(true);
    mRows->header()->setStretchLastSection(false);
    mRows->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mRows->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mRows->setToolTip(tr("Each row's rule is in its tooltip"));
    mRows->setMinimumHeight(fontMetrics().height() * 6);
    mVerdict->setWordWrap(true);
    mVerdict->setObjectName(QStringLiteral("verdict"));
    mVerdict->setTextInteractionFlags(Qt::TextSelectableByMouse);

    mChart->setTitle(tr("Attrition by turn (dashed: break points)"));
    mChart->legend()->setAlignment(Qt::AlignBottom);
    mChart->setMargins(QMargins(2, 2, 2, 2));
    mChart->setBackgroundRoundness(0);
    mChartView->setRenderHint(QPainter::Antialiasing);
    mChartView->setMinimumHeight(fontMetrics().height() * 13);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mSidesBox);
    layout->addWidget(mRows, 1);
    layout->addWidget(mVerdict);
    auto *timeUpButton = new QToolButton(this);
    timeUpButton->setDefaultAction(timeUp);
    timeUpButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(timeUpButton, 0, Qt::AlignLeft);
    // The chart takes most of what the dock is given beyond the rest.
    layout->addWidget(mChartView, 3);
    setWidget(body);
    styleChart();
    sync();
}

void AttritionDock::setDocument(BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    mRouted.clear();
    mHistory.reset(document ? &document->session() : nullptr);
    if (document)
        connect(document, &BattleDocument::changed, this, &AttritionDock::sync);
    // A battle opened with an army already routed shows it, without announcing it again.
    sync();
    for (const books::SideAttrition &side : mSides)
        mRouted.insert(side.side, side.routed);
}

void AttritionDock::rebuildSides()
{
    QStringList ids;
    for (const books::SideAttrition &side : mSides)
        ids << side.side;
    if (ids == mShownSides)
        return;
    qDeleteAll(mTitles);
    qDeleteAll(mBars);
    qDeleteAll(mBanners);
    qDeleteAll(mCamps);
    mTitles.clear();
    mBars.clear();
    mBanners.clear();
    mCamps.clear();
    while (QLayoutItem *item = mSidesLayout->takeAt(0))
        delete item; // the emptied line layouts
    for (const QString &id : ids) {
        auto *title = new QLabel(mSidesBox);
        auto *bar = new QProgressBar(mSidesBox);
        bar->setObjectName(QStringLiteral("attrition:") + id);
        bar->setTextVisible(false); // the title above gives the numbers
        bar->setMaximumHeight(fontMetrics().height() * 3 / 4);
        auto *banner = new QLabel(tr("ARMY ROUT"), mSidesBox);
        banner->setObjectName(QStringLiteral("rout:") + id);
        banner->setAlignment(Qt::AlignCenter);
        banner->setAutoFillBackground(true);
        QPalette palette = banner->palette();
        palette.setColor(QPalette::Window, tablestyle::cohesion(QStringLiteral("Broken")));
        palette.setColor(QPalette::WindowText, Qt::white);
        banner->setPalette(palette);
        QFont font = banner->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        banner->setFont(font);
        banner->setMargin(font.pointSize() / 3);
        banner->hide();
        auto *camp = new QCheckBox(tr("Camp sacked"), mSidesBox);
        camp->setObjectName(QStringLiteral("camp:") + id);
        camp->setToolTip(tr("Tick when the enemy has sacked this side's camp: it counts against "
                            "the army's break point (FoGR, Attrition Points). Recorded in the log."));
        connect(camp, &QCheckBox::clicked, this, [this, id](bool sacked) {
            if (!mDocument)
                return;
            try {
                mDocument->record(core::Change{
                    QStringLiteral("side.changed"),
                    {{QStringLiteral("id"), id},
                     {QStringLiteral("set"), QJsonObject{{QStringLiteral("campSacked"), sacked}}}}});
            } catch (const core::Error &error) {
                emit message(error.message());
                sync();
            }
        });
        // The title with the camp's box on its right, the bar under them.
        auto *line = new QHBoxLayout;
        line->addWidget(title, 1);
        line->addWidget(camp);
        mSidesLayout->addLayout(line);
        mSidesLayout->addWidget(bar);
        mSidesLayout->addWidget(banner);
        mCamps.insert(id, camp);
        mTitles.insert(id, title);
        mBars.insert(id, bar);
        mBanners.insert(id, banner);
    }
    mShownSides = ids;
}

void AttritionDock::sync()
{
    mSides = mDocument ? books::attrition(mDocument->battle()) : QList<books::SideAttrition>();
    mHistory.update();
    rebuildSides();
    mRows->clear();
    const bool fogr = mDocument && mDocument->battle().ruleset == QLatin1String("fogr");
    timeUp->setEnabled(fogr && mDocument->battle().sides.size() == 2);
    if (!mDocument) {
        mVerdict->setText(tr("No battle open."));
    } else if (!fogr) {
        mVerdict->setText(
            tr("Attrition and break points are reckoned for Field of Glory Renaissance battles."));
    }
    for (const books::SideAttrition &side : mSides) {
        const int index = sideIndex(mDocument->battle(), side.side);
        const QColor colour = tablestyle::sideColour(index);
        QLabel *title = mTitles.value(side.side);
        QProgressBar *bar = mBars.value(side.side);
        QLabel *banner = mBanners.value(side.side);
        if (QCheckBox *camp = mCamps.value(side.side)) {
            const QSignalBlocker blocker(camp);
            const int s = mDocument->battle().sideIndex(side.side);
            camp->setChecked(s >= 0 && mDocument->battle().sides[s].campSacked);
        }
        auto *group = new QTreeWidgetItem(mRows);
        group->setText(0, side.name);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFont(1, bold);
        if (!side.valid()) {
            title->setText(tr("<b>%1</b>: %2").arg(escaped(side.name), escaped(side.error)));
            bar->setRange(0, 1);
            bar->setValue(0);
            bar->setFormat(tr("not reckoned"));
            banner->hide();
            group->setText(1, QStringLiteral("—"));
            group->setToolTip(0, side.error);
            continue;
        }
        title->setText(tr("<b>%1</b>: %2 attrition points, break point %3")
                           .arg(escaped(side.name))
                           .arg(side.attritionPoints)
                           .arg(side.breakPoint));
        bar->setRange(0, side.breakPoint);
        bar->setValue(std::min(side.attritionPoints, side.breakPoint));
        bar->setFormat(tr("%1 / %2").arg(side.attritionPoints).arg(side.breakPoint));
        bar->setToolTip(
            tr("An army routs when its attrition points equal or exceed its break point "
               "(FoGR, Playing the Game)"));
        QPalette palette = bar->palette();
        palette.setColor(QPalette::Highlight,
                         side.routed ? tablestyle::cohesion(QStringLiteral("Broken")) : colour);
        bar->setPalette(palette);
        banner->setVisible(side.routed);
        banner->setText(tr("ARMY ROUT: %1").arg(side.name));
        group->setText(1, QString::number(side.attritionPoints));
        group->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        for (const rulesets::Modifier &row : side.rows) {
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, row.label);
            item->setText(1, QString::number(row.value));
            item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            QString tip = row.label + QLatin1Char('\n') + row.citation;
            if (!row.interpreted.isEmpty())
                tip += tr("\nInterpreted: %1").arg(row.interpreted);
            item->setToolTip(0, tip);
            item->setToolTip(1, tip);
        }
        if (side.rows.isEmpty()) {
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, tr("no battle group counts yet"));
            item->setForeground(0, palette.color(QPalette::PlaceholderText));
        }
        group->setExpanded(true);
        const bool was = mRouted.value(side.side, side.routed);
        if (side.routed && !was) {
            emit armyRouted(side.side,
                            tr("ARMY ROUT: %1 has %2 attrition points against a break point of %3")
                                .arg(side.name)
                                .arg(side.attritionPoints)
                                .arg(side.breakPoint));
        }
        mRouted.insert(side.side, side.routed);
    }
    if (fogr) {
        try {
            const rulesets::ProcedureResult result = books::victory(mDocument->battle(), false);
            mVerdict->setText(result.facts.value(QStringLiteral("verdict")).toString());
            mVerdict->setToolTip(result.citation);
        } catch (const std::exception &error) {
            const auto *core = dynamic_cast<const core::Error *>(&error);
            mVerdict->setText(core ? core->message() : QString::fromUtf8(error.what()));
        }
    }
    updateChart();
}

void AttritionDock::updateChart()
{
    mChart->removeAllSeries();
    for (QAbstractAxis *axis : mChart->axes())
        mChart->removeAxis(axis);
    if (!mDocument || mSides.isEmpty())
        return;
    const core::Battle &battle = mDocument->battle();
    const QMap<int, QHash<QString, int>> points = mHistory.points();
    const int lastTurn = std::max(1, battle.turn);
    int top = 1;
    auto *x = new QValueAxis(mChart);
    auto *y = new QValueAxis(mChart);
    mChart->addAxis(x, Qt::AlignBottom);
    mChart->addAxis(y, Qt::AlignLeft);
    for (const books::SideAttrition &side : mSides) {
        if (!side.valid())
            continue;
        const QColor colour = tablestyle::sideColour(sideIndex(battle, side.side));
        auto *line = new QLineSeries(mChart);
        line->setName(side.name);
        QPen pen(colour, 2.5);
        line->setPen(pen);
        line->setPointsVisible(true);
        for (auto it = points.begin(); it != points.end(); ++it) {
            if (it.value().contains(side.side)) {
                line->append(it.key(), it.value().value(side.side));
                top = std::max(top, it.value().value(side.side));
            }
        }
        auto *breakPoint = new QLineSeries(mChart);
        breakPoint->setName(tr("%1 break point").arg(side.name));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.5);
        breakPoint->setPen(pen);
        breakPoint->append(0, side.breakPoint);
        breakPoint->append(lastTurn, side.breakPoint);
        top = std::max(top, side.breakPoint);
        for (QLineSeries *series : {line, breakPoint}) {
            mChart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
        }
        // The legend names the sides; the title says what the dashed lines are.
        for (QLegendMarker *marker : mChart->legend()->markers(breakPoint))
            marker->setVisible(false);
    }
    x->setRange(0, lastTurn);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(tickFor(lastTurn));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("End of turn (0: the start)"));
    y->setRange(0, top + 1);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(tickFor(top + 1));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Points"));
    styleChart();
}

void AttritionDock::styleChart()
{
    // The chart follows the application's palette (light or dark) rather than a chart theme.
    const QPalette &p = palette();
    mChart->setBackgroundBrush(p.color(QPalette::Base));
    mChart->setBackgroundPen(Qt::NoPen);
    mChart->setTitleBrush(p.color(QPalette::Text));
    QFont titleFont = font();
    titleFont.setBold(true);
    mChart->setTitleFont(titleFont);
    mChart->legend()->setLabelColor(p.color(QPalette::Text));
    mChart->legend()->setFont(font());
    for (QAbstractAxis *axis : mChart->axes()) {
        axis->setLabelsColor(p.color(QPalette::Text));
        axis->setTitleBrush(p.color(QPalette::Text));
        axis->setLinePenColor(p.color(QPalette::Mid));
        axis->setGridLineColor(p.color(QPalette::Midlight));
        axis->setLabelsFont(font());
        axis->setTitleFont(font());
    }
}

void AttritionDock::changeEvent(QEvent *event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        styleChart();
}

QString AttritionDock::victoryText(bool timeUp) const
{
    if (!mDocument)
        return tr("No battle open.");
    try {
        const rulesets::ProcedureResult result = books::victory(mDocument->battle(), timeUp);
        QString html = QStringLiteral("<h3>%1</h3>")
                           .arg(escaped(result.facts.value(QStringLiteral("verdict")).toString()));
        html += QStringLiteral("<p>");
        for (const QJsonValue &value : result.facts.value(QStringLiteral("armies")).toArray()) {
            const QJsonObject army = value.toObject();
            html += tr("%1: %2 attrition points, break point %3<br>")
                        .arg(escaped(army.value(QStringLiteral("name")).toString()))
                        .arg(army.value(QStringLiteral("attritionPoints")).toInt())
                        .arg(army.value(QStringLiteral("breakPoint")).toInt());
        }
        html += QStringLiteral("</p>");
        for (const rulesets::Modifier &modifier : result.modifiers)
            html += QStringLiteral("<p>%1 <i>— %2</i></p>")
                        .arg(escaped(modifier.label), escaped(modifier.citation));
        html += QStringLiteral("<p><i>%1</i></p>").arg(escaped(result.citation));
        for (const QString &note : result.notes)
            html += QStringLiteral("<p><small>%1</small></p>").arg(escaped(note));
        return html;
    } catch (const core::Error &error) {
        return escaped(error.message());
    } catch (const std::exception &error) {
        return escaped(QString::fromUtf8(error.what()));
    }
}

void AttritionDock::showVictory()
{
    // Non-blocking: the message never stalls the event loop.
    auto *box = new QMessageBox(QMessageBox::Information, tr("Time Up: Victory"), victoryText(true),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("victoryBox"));
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace adjutant::app
