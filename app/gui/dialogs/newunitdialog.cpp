// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dialogs/newunitdialog.h"

#include "app/gui/document/books.h"
#include "app/gui/table/formation.h"
#include "app/gui/table/tableframe.h"
#include "core/battle.h"
#include "core/error.h"
#include "core/textlimits.h"
#include "core/unit.h"
#include "rulesets/ruleset.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

namespace adjutant::app {

NewUnitDialog::NewUnitDialog(const core::Battle &battle, QWidget *parent)
    : QDialog(parent), mBattle(battle), mSide(new QComboBox(this)), mName(new QLineEdit(this)),
      mType(new QComboBox(this)), mArmour(new QComboBox(this)), mQuality(new QComboBox(this)),
      mCapabilities(new QListWidget(this)), mScale(new QComboBox(this)), mFiles(new QSpinBox(this)),
      mRanks(new QSpinBox(this)), mFigures(new QSpinBox(this)), mFormation(new QComboBox(this)),
      mWidth(new QDoubleSpinBox(this)), mDepth(new QDoubleSpinBox(this)), mNote(new QLabel(this)),
      mCost(new QLabel(this)), mRulesetId(battle.ruleset)
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
    // "New Battle Group", "New Unit": the rule set's word.
    setWindowTitle(tr("New %1").arg(books::unitTitle(battle)));
    mName->setMaxLength(int(core::TextLimits::maxName)); // docs/formats.md, Limits
    if (ruleset) {
        mSetup = ruleset->setup();
        mLadder = ruleset->cohesionLadder();
    }
    for (const core::Side &side : battle.sides)
        mSide->addItem(core::TextLimits::shownName(side.name, side.id), side.id);
    mName->setPlaceholderText(tr("as the players call it"));

    // The rule set's troop catalogue, qualities, armour and capabilities; where it has no list
    // yet, the players' own words.
    if (ruleset) {
        for (const rulesets::TroopType &type : ruleset->troopCatalogue())
            mType->addItem(type.name);
        mQuality->addItems(ruleset->qualities());
    }
    mArmour->addItems(mSetup.armour);
    for (const QString &capability : std::as_const(mSetup.capabilities)) {
        auto *item = new QListWidgetItem(capability, mCapabilities);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    mType->setEditable(mType->count() == 0);
    mQuality->setEditable(mQuality->count() == 0);
    mArmour->setEditable(mArmour->count() == 0);
    mCapabilities->setEnabled(mCapabilities->count() > 0);
    if (!mSetup.usualTroopType.isEmpty())
        mType->setCurrentText(mSetup.usualTroopType);
    if (!mSetup.usualQuality.isEmpty())
        mQuality->setCurrentText(mSetup.usualQuality);
    if (!mSetup.usualArmour.isEmpty())
        mArmour->setCurrentText(mSetup.usualArmour);
    mCapabilities->setMaximumHeight(110);
    // OD 4: how many figures stand on a base (the table counts figures, losses remove them).
    mFigures->setRange(1, 48);
    mFigures->setSuffix(tr(" a base"));
    for (const rulesets::FigureScale &scale : std::as_const(mSetup.scales))
        mScale->addItem(scale.label, scale.id);
    mScale->setEnabled(mScale->count() > 0);
    mFiles->setRange(1, 20);
    mFiles->setValue(3);
    mRanks->setRange(1, 10);
    mRanks->setValue(2);
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        // 0 is "not given": the OK button waits for a size the player measured.
        box->setRange(0, 500);
        box->setSpecialValueText(tr("enter"));
        box->setDecimals(2); // 3/4 inch is 19.05 mm
        box->setSuffix(tr(" mm"));
    }
    mNote->setWordWrap(true);
    mCost->setWordWrap(true);
    mCost->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *formation = new QHBoxLayout;
    formation->addWidget(mFiles);
    formation->addWidget(new QLabel(tr("files ×"), this));
    formation->addWidget(mRanks);
    formation->addWidget(new QLabel(tr("ranks"), this));
    formation->addStretch();
    auto *size = new QHBoxLayout;
    size->addWidget(mWidth);
    size->addWidget(new QLabel(tr("wide ×"), this));
    size->addWidget(mDepth);
    size->addWidget(new QLabel(tr("deep"), this));
    size->addStretch();

    auto *form = new QFormLayout;
    form->addRow(tr("&Side:"), mSide);
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("&Troop type:"), mType);
    form->addRow(tr("&Armour:"), mArmour);
    form->addRow(tr("&Quality:"), mQuality);
    form->addRow(tr("&Capabilities:"), mCapabilities);
    form->addRow(tr("Figure s&cale:"), mScale);
    // A row of widgets has no buddy of its own: its label takes its first box's, or its "&" shows.
    const auto labelFor = [this](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    form->addRow(tr("F&ormation:"), mFormation);
    form->addRow(labelFor(tr("&Bases:"), mFiles), formation);
    auto *figures = new QHBoxLayout;
    figures->addWidget(mFigures);
    figures->addStretch();
    form->addRow(labelFor(tr("Fi&gures:"), mFigures), figures);
    form->addRow(labelFor(tr("Base si&ze:"), mWidth), size);
    form->addRow(QString(), mNote);
    form->addRow(tr("Cost:"), mCost);
    // Rows the rule set has no use for are not shown: armour where nothing wears it, formations
    // and figures where it keeps neither.
    form->setRowVisible(mArmour, !mSetup.armour.isEmpty() || mType->count() == 0);
    form->setRowVisible(mCapabilities, mCapabilities->count() > 0 || mType->count() == 0);
    form->setRowVisible(mFormation, !mSetup.formations.isEmpty());
    for (const rulesets::FigureScale &scale : std::as_const(mSetup.scales)) {
        for (const rulesets::BaseSize &base : scale.bases)
            mCountsFigures = mCountsFigures || base.figures > 0;
    }
    form->setRowVisible(figures, mCountsFigures);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    for (QDoubleSpinBox *box : {mWidth, mDepth})
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this] { mOk->setEnabled(mWidth->value() > 0 && mDepth->value() > 0); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(mType, &QComboBox::currentTextChanged, this, &NewUnitDialog::typeChanged);
    connect(mScale, &QComboBox::currentIndexChanged, this, &NewUnitDialog::typeChanged);
    connect(mFigures, &QSpinBox::valueChanged, this, &NewUnitDialog::figuresChanged);
    for (QSpinBox *box : {mFiles, mRanks})
        connect(box, &QSpinBox::valueChanged, this, &NewUnitDialog::reckonCost);
    connect(mQuality, &QComboBox::currentTextChanged, this, &NewUnitDialog::reckonCost);
    connect(mCapabilities, &QListWidget::itemChanged, this, &NewUnitDialog::reckonCost);
    typeChanged();
}

void NewUnitDialog::typeChanged()
{
    const QString type = mType->currentText();
    mArmour->setEnabled(!mSetup.unarmouredTypes.contains(type));
    const QString formation = mFormation->currentText();
    mFormation->clear();
    for (const rulesets::Formation &f : mSetup.formationsOf(type))
        mFormation->addItem(f.name);
    mFormation->setCurrentText(formation); // kept where the new type may take it too
    if (!mSetup.scales.isEmpty()) {
        // The book's base for the type at the figure scale; where the rules text lacks it the
        // player measures his own.
        const rulesets::BaseSize size = mSetup.baseSize(mScale->currentData().toString(), type);
        mFigureFrontage = size.figureFrontage;
        if (size.figures > 0) {
            const QSignalBlocker blocker(mFigures);
            mFigures->setValue(size.figures);
        }
        if (size.usualBases > 0) {
            const QSignalBlocker files(mFiles);
            const QSignalBlocker ranks(mRanks);
            mFiles->setValue(size.usualBases);
            mRanks->setValue(1);
        }
        mWidth->setValue(size.width);
        mDepth->setValue(size.depth);
        QString note = size.missing.isEmpty() ? tr("Base sizes from %1.").arg(size.citation)
                                              : size.missing;
        if (!size.note.isEmpty())
            note += QLatin1Char(' ') + size.note;
        mNote->setText(note);
    }
    reckonCost();
}

// A base as wide as its figures (OD 4.1: 3/8 inch a figure) widens with them.
void NewUnitDialog::figuresChanged()
{
    if (mFigureFrontage > 0)
        mWidth->setValue(mFigures->value() * mFigureFrontage);
    reckonCost();
}

int NewUnitDialog::strength() const
{
    const int bases = mFiles->value() * mRanks->value();
    return mCountsFigures ? bases * mFigures->value() : bases;
}

// The unit's price by the book (OD 20), with how it is made up in its tip.
void NewUnitDialog::reckonCost()
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(mRulesetId);
    if (!ruleset) {
        mCost->clear();
        return;
    }
    core::Unit unit;
    unit.troopType = mType->currentText();
    unit.quality = mQuality->currentText();
    for (int i = 0; i < mCapabilities->count(); ++i) {
        if (mCapabilities->item(i)->checkState() == Qt::Checked)
            unit.capabilities << mCapabilities->item(i)->text();
    }
    unit.originalStrength = unit.currentStrength = strength();
    unit.bases.resize(mFiles->value() * mRanks->value());
    const rulesets::PointValue value = ruleset->pointValue(unit);
    if (!value.reckoned) {
        mCost->setText(value.note);
        mCost->setToolTip(QString());
        return;
    }
    mCost->setText(tr("<b>%1 points</b>: %2").arg(value.points).arg(value.working.join(QStringLiteral("; ")).toHtmlEscaped()));
    QString tip = value.citation;
    if (!value.note.isEmpty())
        tip += QStringLiteral("\nInterpreted: ") + value.note;
    mCost->setToolTip(tip);
}

QString NewUnitDialog::newUnitId(const core::Battle &battle, const QString &name)
{
    QString base;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber())
            base += c;
    }
    if (base.isEmpty())
        base = QStringLiteral("bg");
    QString id = base;
    for (int n = 2; battle.unitIndex(id) >= 0; ++n)
        id = base + QString::number(n);
    return id;
}

std::vector<geometry::OrientedRect> NewUnitDialog::bases(geometry::Point frontCentre) const
{
    const double facing = mBattle.sideIndex(mSide->currentData().toString()) == 0 ? 0.0 : 180.0;
    return formation(mFiles->value(), mRanks->value(), mWidth->value(), mDepth->value(),
                     frontCentre, facing);
}

QJsonObject NewUnitDialog::unit(const TableFrame &frame, geometry::Point frontCentre) const
{
    const QString sideId = mSide->currentData().toString();
    const int ranks = mRanks->value();
    const auto rects = bases(frontCentre);
    const double facing = rects.empty() ? 0.0 : rects.front().facingDegrees;
    QJsonArray bases;
    for (int i = 0; i < int(rects.size()); ++i) {
        QJsonObject base{
            {QStringLiteral("id"), QStringLiteral("f%1r%2").arg(i / ranks + 1).arg(i % ranks + 1)},
            {QStringLiteral("x"), frame.payloadUnits(rects[std::size_t(i)].centre.x)},
            {QStringLiteral("y"), frame.payloadUnits(rects[std::size_t(i)].centre.y)},
            {QStringLiteral("facing"), facing},
            {QStringLiteral("width"), frame.payloadUnits(mWidth->value())},
            {QStringLiteral("depth"), frame.payloadUnits(mDepth->value())}};
        if (mCountsFigures)
            base.insert(QStringLiteral("figures"), mFigures->value());
        bases.append(base);
    }
    QJsonArray capabilities;
    for (int i = 0; i < mCapabilities->count(); ++i) {
        if (mCapabilities->item(i)->checkState() == Qt::Checked)
            capabilities.append(mCapabilities->item(i)->text());
    }
    const QString name =
        mName->text().trimmed().isEmpty() ? mType->currentText() : mName->text().trimmed();
    QJsonObject unit{
        {QStringLiteral("id"), newUnitId(mBattle, name)},
        {QStringLiteral("side"), sideId},
        {QStringLiteral("name"), name},
        {QStringLiteral("troopType"), mType->currentText()},
        {QStringLiteral("quality"), mQuality->currentText()},
        {QStringLiteral("capabilities"), capabilities},
        {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), strength()}}},
        {QStringLiteral("bases"), bases}};
    if (mArmour->isEnabled())
        unit.insert(QStringLiteral("armour"), mArmour->currentText());
    // A new unit starts at the top of its rule set's ladder, in the formation chosen.
    QJsonObject state;
    if (!mLadder.isEmpty())
        state.insert(QStringLiteral("cohesion"), mLadder.first());
    if (mFormation->count() > 0)
        state.insert(QStringLiteral("formation"), mFormation->currentText());
    if (!state.isEmpty())
        unit.insert(QStringLiteral("state"), state);
    return unit;
}

} // namespace adjutant::app
