// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/terraindialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <utility>

namespace adjutant::app {

namespace {
// A new piece's size until the players give theirs: a piece a few battle groups wide.
constexpr double usualWidth = 8;
constexpr double usualDepth = 6;
} // namespace

TerrainDialog::TerrainDialog(const rulesets::Setup &setup, const QStringList &used,
                             const QString &unitSymbol, QWidget *parent)
    : QDialog(parent), mSetup(setup), mType(new QComboBox(this)), mShape(new QComboBox(this)),
      mWidth(new QDoubleSpinBox(this)), mDepth(new QDoubleSpinBox(this)), mNote(new QLabel(this))
{
    setWindowTitle(unitSymbol.isEmpty() ? tr("Terrain Type") : tr("New Terrain"));
    for (const QString &type : std::as_const(mSetup.terrainTypes)) {
        mType->addItem(type);
        mType->setItemData(mType->count() - 1, mSetup.terrainSources.value(type), Qt::ToolTipRole);
    }
    // Where the rule set's list is incomplete, the types this battle's pieces have already (from
    // its scenario), to use again.
    if (mSetup.terrainOwnNames) {
        bool first = true;
        for (const QString &type : used) {
            if (mSetup.terrainTypes.contains(type) || mType->findText(type) >= 0)
                continue;
            if (std::exchange(first, false) && mType->count() > 0)
                mType->insertSeparator(mType->count());
            mType->addItem(type);
            mType->setItemData(mType->count() - 1,
                               tr("From this battle, not a type the rules text gives"),
                               Qt::ToolTipRole);
            mFromBattle << type;
        }
    }
    mType->setMinimumContentsLength(24);
    mShape->addItem(tr("Rectangle"), int(Shape::Rectangle));
    mShape->addItem(tr("Oval"), int(Shape::Ellipse));
    for (QDoubleSpinBox *box : {mWidth, mDepth}) {
        box->setRange(0.5, 200);
        box->setDecimals(1);
        box->setSuffix(QLatin1Char(' ') + unitSymbol);
    }
    mWidth->setValue(usualWidth);
    mDepth->setValue(usualDepth);
    mNote->setWordWrap(true);
    mNote->setTextFormat(Qt::PlainText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Type:"), mType);
    if (!unitSymbol.isEmpty()) {
        auto *size = new QHBoxLayout;
        size->addWidget(mWidth);
        size->addWidget(new QLabel(tr("wide ×"), this));
        size->addWidget(mDepth);
        size->addWidget(new QLabel(tr("deep"), this));
        size->addStretch();
        form->addRow(tr("&Shape:"), mShape);
        // A row of widgets has no buddy of its own: the label takes the width's, or its "&" shows.
        auto *sizeLabel = new QLabel(tr("S&ize:"), this);
        sizeLabel->setBuddy(mWidth);
        form->addRow(sizeLabel, size);
    } else {
        for (QWidget *widget : {static_cast<QWidget *>(mShape), static_cast<QWidget *>(mWidth),
                                static_cast<QWidget *>(mDepth)})
            widget->hide();
    }
    form->addRow(QString(), mNote);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(mType, &QComboBox::currentTextChanged, this, &TerrainDialog::typeChanged);
    typeChanged();
}

QString TerrainDialog::type() const
{
    const QString type = mType->currentText().trimmed();
    return mSetup.terrainTypes.contains(type) || mFromBattle.contains(type) ? type : QString();
}

bool TerrainDialog::ownName() const
{
    return !type().isEmpty() && !mSetup.terrainTypes.contains(type());
}

TerrainDialog::Shape TerrainDialog::shape() const
{
    return Shape(mShape->currentData().toInt());
}

double TerrainDialog::width() const
{
    return mWidth->value();
}

double TerrainDialog::depth() const
{
    return mDepth->value();
}

void TerrainDialog::setType(const QString &type)
{
    // Only a type offered: anything else ("Lava") is not taken.
    const int index = mType->findText(type);
    if (index >= 0)
        mType->setCurrentIndex(index);
}

void TerrainDialog::setShape(Shape shape)
{
    mShape->setCurrentIndex(mShape->findData(int(shape)));
}

void TerrainDialog::typeChanged()
{
    const QString chosen = type();
    mOk->setEnabled(!chosen.isEmpty());
    if (chosen.isEmpty()) {
        mNote->setText(mSetup.terrainTypes.isEmpty() && !mSetup.terrainOwnNames
                           ? tr("This rule set names no terrain types yet.")
                           : tr("Choose a terrain type."));
    } else if (ownName()) {
        // A type from the battle: not the rule set's, and why the list lacks it.
        mNote->setText(tr("\"%1\" is from this battle, not one the rules text gives. %2")
                           .arg(chosen, mSetup.terrainCitation));
    } else {
        mNote->setText(tr("%1: named in %2").arg(chosen, mSetup.terrainSources.value(chosen)));
    }
}

} // namespace adjutant::app
