// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/capture/capturedialog.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/style/tablestyle.h"
#include "capture/rectify.h"
#include "core/battle.h"
#include "core/error.h"
#include "geometry/hexlayout.h"
#include "geometry/hexoffset.h"
#include "geometry/orientedrect.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGraphicsItemGroup>
#include <QGraphicsLineItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <cmath>
#include <functional>

namespace adjutant::app {

namespace {

using capture::CapturedUnit;

// The scene is the table in millimetres, y up the screen as it runs towards side B's edge.
QPointF scenePoint(QPointF tableMm)
{
    return {tableMm.x(), -tableMm.y()};
}

// A base's outline at a pose: its rectangle on a free-form table, a counter's square (about
// half a hex across) on a hex map.
QPolygonF outline(const core::Battle &battle, const core::Base &base, const capture::TablePose &pose,
                  const capture::CaptureSettings &settings)
{
    const bool hex = battle.table.unit.isHex();
    const double side = settings.hexAcrossFlatsMm * 0.55;
    const geometry::OrientedRect rect{{pose.centre.x(), pose.centre.y()}, pose.facingDegrees,
                                      hex ? side : base.width.millimetres(), hex ? side : base.depth.millimetres()};
    QPolygonF polygon;
    for (const geometry::Point &c : geometry::corners(rect))
        polygon << scenePoint({c.x, c.y});
    return polygon;
}

// A unit's proposed place: its bases, its name, draggable on a free-form table to adjust it.
class ProposedUnit : public QGraphicsItemGroup
{
public:
    explicit ProposedUnit(std::function<void(QPointF)> moved) : mMoved(std::move(moved)) {}

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override
    {
        if (change == ItemPositionHasChanged && mMoved)
            mMoved(QPointF(pos().x(), -pos().y()));
        return QGraphicsItemGroup::itemChange(change, value);
    }

private:
    std::function<void(QPointF)> mMoved;
};

QString distanceWords(double mm)
{
    return mm >= 100.0 ? QStringLiteral("%1 cm").arg(mm / 10.0, 0, 'f', 0) : QStringLiteral("%1 mm").arg(qRound(mm));
}

QString statusWords(const core::Battle &battle, const CapturedUnit &unit)
{
    switch (unit.status) {
    case CapturedUnit::Status::Moved: {
        if (battle.table.unit.isHex()) {
            const core::HexCell hex = unit.bases.first().placed.hex;
            try {
                return QStringLiteral("moved to hex %1").arg(QString::fromStdString(geometry::hexLabel({hex.column, hex.row})));
            } catch (const std::invalid_argument &) { // a map past the printed labels' 99 columns or rows
                return QStringLiteral("moved to column %1, row %2").arg(hex.column + 1).arg(hex.row + 1);
            }
        }
        double turned = 0.0;
        for (const capture::CapturedBase &base : unit.bases)
            turned = std::abs(base.turnedDegrees) > std::abs(turned) ? base.turnedDegrees : turned;
        QString words = QStringLiteral("moved %1").arg(distanceWords(unit.movedMm));
        if (std::abs(turned) >= 1.0)
            words += QStringLiteral(", turned %1° %2").arg(qRound(std::abs(turned))).arg(turned > 0 ? QStringLiteral("right") : QStringLiteral("left"));
        return words;
    }
    case CapturedUnit::Status::InPlace:
        return QStringLiteral("in place");
    case CapturedUnit::Status::NotSeen:
        return QStringLiteral("not seen: stays where it is");
    case CapturedUnit::Status::NoMarker:
        break;
    }
    return QStringLiteral("no marker: stays where it is");
}

int sideIndex(const core::Battle &battle, const core::Unit &unit)
{
    return std::max(0, battle.sideIndex(unit.side));
}

} // namespace

namespace {

// The findings with their background: every usable photo seen from above, later ones over earlier.
CaptureFindings drawnFindings(const core::Battle &battle, const QList<capture::PhotoCapture> &captures,
                              const QList<QImage> &images, const capture::CaptureSettings &settings)
{
    CaptureFindings findings;
    findings.battle = battle;
    const QSizeF area = capture::playingAreaMm(battle.table, settings);
    // The background at up to 2 pixels a millimetre, and no more than 2400 pixels across.
    findings.pixelsPerMm = std::min(2.0, 2400.0 / std::max(area.width(), area.height()));
    findings.table = QImage(qMax(1, qRound(area.width() * findings.pixelsPerMm)),
                            qMax(1, qRound(area.height() * findings.pixelsPerMm)), QImage::Format_RGBA8888);
    findings.table.fill(Qt::transparent);
    QPainter painter(&findings.table);
    for (qsizetype i = 0; i < captures.size(); ++i) {
        if (captures[i].table.error.isEmpty())
            painter.drawImage(0, 0, capture::tableImage(images[i], captures[i].table.mapping, area, findings.pixelsPerMm));
    }
    painter.end();
    findings.proposal = capture::propose(battle, captures, settings);
    return findings;
}

} // namespace

CaptureFindings findOnTable(const core::Battle &battle, const QStringList &photos,
                            const capture::CaptureSettings &settings)
{
    QList<capture::PhotoCapture> captures;
    QList<QImage> images;
    for (const QString &path : photos) {
        images.append(QImage());
        captures.append(capture::capturePhoto(battle, path, settings, &images.last()));
        // Messages name the photo by its file name, its middle left out past 60 characters, so
        // that a long path keeps the reason on screen.
        QString name = QFileInfo(path).fileName();
        if (name.size() > 60)
            name = name.left(29) + QStringLiteral("…") + name.right(29);
        captures.last().name = name;
    }
    return drawnFindings(battle, captures, images, settings);
}

CaptureFindings findInFrame(const core::Battle &battle, const QImage &frame, const QString &name,
                            const capture::CaptureSettings &settings)
{
    return drawnFindings(battle, {capture::captureImage(battle, frame, name, settings)}, {frame}, settings);
}

CaptureDialog::CaptureDialog(BattleDocument &document, CaptureFindings findings, QWidget *parent)
    : QDialog(parent), mDocument(document), mFindings(std::move(findings)), mScene(new QGraphicsScene(this)),
      mView(new QGraphicsView(mScene)), mSummary(new QLabel), mAccept(new QPushButton(tr("Accept Ticked Moves")))
{
    setWindowTitle(tr("Capture from Photo"));
    mView->setRenderHint(QPainter::Antialiasing);
    mView->setDragMode(QGraphicsView::NoDrag);
    mView->setBackgroundBrush(tablestyle::offTable);
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::PlainText);

    // The units' rows, wrapped to the panel's width, in a vertical-only scroll area.
    auto *rows = new QWidget;
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(rows);
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(mSummary);
    sideLayout->addWidget(scroll, 1);
    auto *splitter = new QSplitter;
    splitter->addWidget(mView);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    buttons->addButton(mAccept, QDialogButtonBox::AcceptRole);
    mAccept->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &CaptureDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CaptureDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    buildScene();
    buildList(rows);
    updateAcceptButton();

    // The first view: fits 1366 x 768 with its frame, larger on a larger screen.
    const QRect screen = (parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(1500, int(screen.width() * 0.92)), std::min(900, int(screen.height() * 0.88)));
    splitter->setSizes({width() * 3 / 5, width() * 2 / 5});
}

void CaptureDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    fitAndPlaceNames();
}

void CaptureDialog::fitAndPlaceNames()
{
    mView->fitInView(mView->sceneRect(), Qt::KeepAspectRatio);
    const double perPixel = 1.0 / std::max(1e-9, mView->transform().m11()); // scene units a pixel
    QList<QRectF> taken;
    for (auto it = mNames.cbegin(); it != mNames.cend(); ++it) {
        QGraphicsItem *plate = it.value();
        const QRectF pixels = plate->boundingRect();
        const QSizeF size(pixels.width() * perPixel, pixels.height() * perPixel);
        const QRectF unit = mUnitRects.value(it.key()).translated(mProposed.value(it.key())->pos());
        // The plate's rectangle in the scene for its top-left at `at`; candidates round the unit.
        const double gap = 3.0 * perPixel;
        QList<QPointF> candidates;
        for (int step = 0; step < 6; ++step) {
            const double out = gap + step * size.height();
            candidates << QPointF(unit.center().x() - size.width() / 2, unit.bottom() + out)
                       << QPointF(unit.center().x() - size.width() / 2, unit.top() - out - size.height())
                       << QPointF(unit.left() - out - size.width(), unit.center().y() - size.height() / 2)
                       << QPointF(unit.right() + out, unit.center().y() - size.height() / 2);
        }
        QPointF chosen = candidates.first();
        for (const QPointF &at : candidates) {
            const QRectF rect(at, size);
            bool clear = std::none_of(taken.begin(), taken.end(), [&](const QRectF &r) { return r.intersects(rect); });
            for (const QPolygonF &base : mBaseOutlines)
                clear = clear && !base.boundingRect().intersects(rect);
            if (clear) {
                chosen = at;
                break;
            }
        }
        taken << QRectF(chosen, size);
        // The plate hangs from the group, which a drag moves: its place is kept relative to it.
        plate->setPos(plate->parentItem() ? plate->parentItem()->mapFromScene(chosen - pixels.topLeft() * perPixel)
                                          : chosen - pixels.topLeft() * perPixel);
    }
}

void CaptureDialog::buildScene()
{
    const core::Battle &battle = mDocument.battle();
    const capture::CaptureSettings &settings = mFindings.proposal.settings;
    const QSizeF area = capture::playingAreaMm(battle.table, settings);
    mScene->addRect(QRectF(0, -area.height(), area.width(), area.height()), QPen(Qt::NoPen),
                    battle.table.unit.isHex() ? tablestyle::hexMap : tablestyle::tableCloth);
    if (!mFindings.table.isNull()) {
        auto *photo = mScene->addPixmap(QPixmap::fromImage(mFindings.table));
        photo->setTransformationMode(Qt::SmoothTransformation);
        photo->setScale(1.0 / mFindings.pixelsPerMm);
        photo->setPos(0, -area.height());
    }
    if (battle.table.unit.isHex()) {
        const geometry::HexLayout layout = capture::hexLayout(battle.table, settings);
        const QPen grid(QColor(0, 0, 0, 90), 0);
        for (int c = 0; c < layout.columns(); ++c) {
            for (int r = 0; r < layout.rows(); ++r) {
                QPolygonF hex;
                for (const geometry::Point &p : layout.corners({c, r}))
                    hex << scenePoint({p.x, p.y});
                mScene->addPolygon(hex, grid);
            }
        }
    }
    mScene->addRect(QRectF(0, -area.height(), area.width(), area.height()), QPen(Qt::black, 0));

    const QPen was(QColor(40, 40, 40), 0, Qt::DashLine);
    for (const CapturedUnit &captured : mFindings.proposal.units) {
        const core::Unit &unit = battle.units[captured.unit];
        const int sideAt = sideIndex(battle, unit);
        // Where the battle has it now: dashed, and amber when the photo did not see it.
        const bool unseen = captured.status == CapturedUnit::Status::NotSeen;
        QPen now = was;
        if (unseen)
            now = QPen(tablestyle::warning(), 0, Qt::DashLine);
        QPointF from, to;
        for (const core::Base &base : unit.bases) {
            const capture::TablePose pose = capture::basePoseMm(battle.table, base, settings);
            mBaseOutlines << outline(battle, base, pose, settings);
            mScene->addPolygon(mBaseOutlines.last(), now);
            from += pose.centre / double(unit.bases.size());
        }
        if (captured.status == CapturedUnit::Status::InPlace) {
            // Seen where the battle has it: its place filled lightly, nothing to accept.
            QColor light = tablestyle::baseBody(sideAt);
            light.setAlpha(110);
            for (const capture::CapturedBase &base : captured.bases)
                mScene->addPolygon(outline(battle, unit.bases[base.base], base.after, settings), QPen(Qt::NoPen), light);
        }
        if (captured.status != CapturedUnit::Status::Moved)
            continue;
        // Where the photo puts it: the side's colour, red edged when it has a warning.
        const int u = captured.unit;
        auto *group = new ProposedUnit([this, u](QPointF byMm) { adjusted(u, byMm); });
        QColor fill = tablestyle::baseBody(sideAt);
        fill.setAlpha(200);
        const QPen edge(captured.warnings.isEmpty() ? QColor(Qt::black) : tablestyle::overlap, 0);
        for (const capture::CapturedBase &base : captured.bases) {
            mBaseOutlines << outline(battle, unit.bases[base.base], base.after, settings);
            group->addToGroup(new QGraphicsPolygonItem(mBaseOutlines.last()));
            auto *item = static_cast<QGraphicsPolygonItem *>(group->childItems().last());
            item->setBrush(fill);
            item->setPen(edge);
            to += base.after.centre / double(captured.bases.size());
        }
        // The name on a plate of screen pixels, placed beside the unit by fitAndPlaceNames().
        auto *plate = new QGraphicsRectItem;
        auto *name = new QGraphicsSimpleTextItem(unit.name, plate);
        name->setBrush(Qt::black);
        plate->setRect(name->boundingRect().adjusted(-3, -1, 3, 1));
        plate->setBrush(QColor(255, 255, 255, 230));
        plate->setPen(Qt::NoPen);
        plate->setFlag(QGraphicsItem::ItemIgnoresTransformations);
        group->addToGroup(plate);
        mNames.insert(captured.unit, plate);
        QRectF bounds;
        for (const capture::CapturedBase &base : captured.bases)
            bounds |= outline(battle, unit.bases[base.base], base.after, settings).boundingRect();
        mUnitRects.insert(captured.unit, bounds);
        if (!battle.table.unit.isHex()) {
            group->setFlag(QGraphicsItem::ItemIsMovable);
            group->setToolTip(tr("Drag to adjust where %1 stands").arg(unit.name));
        }
        group->setFlag(QGraphicsItem::ItemIsSelectable);
        group->setFlag(QGraphicsItem::ItemSendsGeometryChanges);
        mScene->addItem(group);
        mArrows.insert(u, {mScene->addLine(QLineF(scenePoint(from), scenePoint(to)), QPen(QColor(20, 20, 20), 0)),
                           QLineF(scenePoint(from), scenePoint(to))});
        mProposed.insert(u, group);
    }
    mView->setSceneRect(QRectF(0, -area.height(), area.width(), area.height()).adjusted(-40, -40, 40, 40));
}

void CaptureDialog::buildList(QWidget *rows)
{
    const core::Battle &battle = mDocument.battle();
    const capture::CaptureProposal &proposal = mFindings.proposal;
    auto *layout = new QVBoxLayout(rows);
    int moved = 0, toCheck = 0, unseen = 0, inPlace = 0;
    for (const CapturedUnit &captured : proposal.units) {
        const core::Unit &unit = battle.units[captured.unit];
        Row row;
        const QString headline = QStringLiteral("%1: %2").arg(unit.name, statusWords(battle, captured));
        if (captured.status == CapturedUnit::Status::Moved) {
            ++moved;
            toCheck += captured.acceptedByDefault() ? 0 : 1;
            row.tick = new QCheckBox;
            row.tick->setChecked(captured.acceptedByDefault());
            row.tick->setAccessibleName(headline);
            connect(row.tick, &QCheckBox::toggled, this, [this] { updateAcceptButton(); });
        } else {
            unseen += captured.status == CapturedUnit::Status::NotSeen ? 1 : 0;
            inPlace += captured.status == CapturedUnit::Status::InPlace ? 1 : 0;
        }
        row.headline = new QLabel(headline);
        row.headline->setWordWrap(true);
        row.headline->setTextFormat(Qt::PlainText);
        if (row.tick)
            row.headline->setBuddy(row.tick);
        auto *line = new QHBoxLayout;
        line->addWidget(row.tick ? static_cast<QWidget *>(row.tick) : new QWidget, 0, Qt::AlignTop);
        line->itemAt(0)->widget()->setFixedWidth(style()->pixelMetric(QStyle::PM_IndicatorWidth) + 4);
        line->addWidget(row.headline, 1);
        layout->addLayout(line);
        auto detail = [&](const QString &prefix, const QString &text) {
            auto *label = new QLabel(prefix + text);
            label->setWordWrap(true);
            label->setTextFormat(Qt::PlainText);
            label->setContentsMargins(style()->pixelMetric(QStyle::PM_IndicatorWidth) + 16, 0, 0, 0);
            layout->addWidget(label);
            row.details << label;
        };
        for (const QString &w : captured.warnings)
            detail(QStringLiteral("⚠ "), w);
        for (const QString &n : captured.notes)
            detail(tr("Note: "), n);
        mRows.insert(captured.unit, row);
    }
    layout->addStretch(1);
    // English plurals by hand: the app ships no translation that would supply them for %n.
    auto units = [](int n) { return n == 1 ? tr("1 unit") : tr("%1 units").arg(n); };
    QStringList words;
    words << (moved == 0 ? tr("The photo shows no unit moved.") : tr("The photo moves %1.").arg(units(moved)));
    if (toCheck > 0)
        words << (toCheck == 1 ? tr("One of them needs a look first: it is unticked, with the reason below.")
                               : tr("%1 of them need a look first: they are unticked, with the reasons below.").arg(toCheck));
    if (inPlace > 0)
        words << tr("%1 %2 where the battle has %3.").arg(units(inPlace), inPlace == 1 ? tr("stands") : tr("stand"),
                                                          inPlace == 1 ? tr("it") : tr("them"));
    if (unseen > 0)
        words << tr("%1 %2 not seen and %3 where %4.").arg(units(unseen), unseen == 1 ? tr("was") : tr("were"),
                                                           unseen == 1 ? tr("stays") : tr("stay"),
                                                           unseen == 1 ? tr("it is") : tr("they are"));
    if (moved > 0)
        words << (battle.table.unit.isHex() ? tr("Tick the moves to accept.")
                                            : tr("Tick the moves to accept; drag a unit's new place to adjust it."));
    QString text = words.join(QLatin1Char(' '));
    for (const QString &w : proposal.warnings)
        text += QStringLiteral("\n⚠ ") + w;
    mSummary->setText(text);
}

QStringList CaptureDialog::rowText(int unit) const
{
    const Row row = mRows.value(unit);
    if (!row.headline)
        return {};
    QStringList text{row.headline->text()};
    for (const QLabel *label : row.details)
        text << label->text();
    return text;
}

QString CaptureDialog::summary() const
{
    return mSummary->text();
}

QList<int> CaptureDialog::ticked() const
{
    QList<int> units;
    for (auto it = mRows.cbegin(); it != mRows.cend(); ++it) {
        if (it->tick && it->tick->isChecked())
            units << it.key();
    }
    std::sort(units.begin(), units.end());
    return units;
}

void CaptureDialog::setTicked(int unit, bool ticked)
{
    if (QCheckBox *tick = mRows.value(unit).tick)
        tick->setChecked(ticked);
}

void CaptureDialog::updateAcceptButton()
{
    const qsizetype count = ticked().size();
    mAccept->setEnabled(count > 0 && mDocument.readOnly().isEmpty());
    mAccept->setText(count == 0 ? tr("Accept Ticked Moves") : count == 1 ? tr("Accept 1 Move") : tr("Accept %1 Moves").arg(count));
    if (!mDocument.readOnly().isEmpty())
        mAccept->setToolTip(mDocument.readOnly());
}

void CaptureDialog::adjusted(int unit, QPointF byMm)
{
    mAdjusted.insert(unit, byMm);
    if (mArrows.contains(unit)) {
        const Arrow &arrow = mArrows[unit];
        arrow.item->setLine(QLineF(arrow.line.p1(), arrow.line.p2() + QPointF(byMm.x(), -byMm.y())));
    }
    if (const Row row = mRows.value(unit); row.tick) {
        const CapturedUnit &captured = mFindings.proposal.units[unit];
        row.headline->setText(tr("%1: %2, adjusted by %3")
                                  .arg(mDocument.battle().units[unit].name, statusWords(mDocument.battle(), captured),
                                       distanceWords(std::hypot(byMm.x(), byMm.y()))));
        row.tick->setChecked(true);
    }
}

void CaptureDialog::accept()
{
    capture::CaptureProposal proposal = mFindings.proposal;
    for (auto it = mAdjusted.cbegin(); it != mAdjusted.cend(); ++it) {
        for (capture::CapturedBase &base : proposal.units[it.key()].bases) {
            base.placed.x = core::Length::fromMillimetres(base.placed.x.millimetres() + it.value().x());
            base.placed.y = core::Length::fromMillimetres(base.placed.y.millimetres() + it.value().y());
        }
    }
    const std::optional<core::Change> change = capture::capturedChange(mDocument.battle(), proposal, ticked());
    if (!change) {
        QDialog::accept();
        return;
    }
    try {
        mDocument.record(*change);
    } catch (const core::Error &error) {
        QMessageBox::warning(this, tr("Capture from Photo"), tr("The moves were not recorded: %1").arg(error.message()));
        return;
    }
    QDialog::accept();
}

} // namespace adjutant::app
