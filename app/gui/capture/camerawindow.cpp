// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/capture/camerawindow.h"

#include "app/gui/capture/capturedialog.h"
#include "app/gui/document/battledocument.h"
#include "core/battle.h"

#include <QCamera>
#include <QCameraDevice>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMediaCaptureSession>
#include <QMediaDevices>
#include <QPainter>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>
#include <QVideoFrame>
#include <QVideoSink>

namespace adjutant::app {

CameraWindow::CameraWindow(BattleDocument &document, const capture::CaptureSettings &settings, QWidget *parent)
    : QDialog(parent), mDocument(document), mSettings(settings), mView(new QLabel), mStatus(new QLabel),
      mUse(new QPushButton(tr("Use This Frame")))
{
    setWindowTitle(tr("Capture from Camera"));
    mView->setAlignment(Qt::AlignCenter);
    mView->setMinimumSize(480, 320);
    mView->setText(tr("Waiting for the camera…"));
    mStatus->setWordWrap(true);
    mUse->setEnabled(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(mUse, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mUse, &QPushButton::clicked, this, [this] {
        if (!mFindings)
            return;
        emit useFrame(*mFindings);
        accept();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mView, 1);
    layout->addWidget(mStatus);
    layout->addWidget(buttons);
    resize(900, 640);
}

CameraWindow::~CameraWindow()
{
    if (mCamera)
        mCamera->stop();
    if (mWorker)
        mWorker->wait();
}

QString CameraWindow::noCamera()
{
    if (QMediaDevices::videoInputs().isEmpty())
        return tr("No camera was found. Connect a webcam, or photograph the table with a phone and use "
                  "Table > Capture from Photo…");
    return {};
}

void CameraWindow::start()
{
    const QCameraDevice device = QMediaDevices::defaultVideoInput();
    if (device.isNull()) {
        mStatus->setText(noCamera());
        return;
    }
    mCamera = new QCamera(device, this);
    // 1920 x 1080 where the camera offers it; else its largest.
    QCameraFormat chosen;
    auto pixels = [](const QCameraFormat &f) { return qint64(f.resolution().width()) * f.resolution().height(); };
    for (const QCameraFormat &format : device.videoFormats()) {
        if (format.resolution() == QSize(1920, 1080)) {
            chosen = format;
            break;
        }
        if (chosen.isNull() || pixels(format) > pixels(chosen))
            chosen = format;
    }
    if (!chosen.isNull())
        mCamera->setCameraFormat(chosen);
    mSession = new QMediaCaptureSession(this);
    mSink = new QVideoSink(this);
    mSession->setCamera(mCamera);
    mSession->setVideoSink(mSink);
    connect(mSink, &QVideoSink::videoFrameChanged, this, [this](const QVideoFrame &frame) {
        // Frames arrive at the camera's rate: while one is searched only the newest is kept, and
        // turned into an image only when its turn comes.
        if (mSearching)
            mNextFrame = frame;
        else
            takeFrame(frame.toImage());
    });
    connect(mCamera, &QCamera::errorOccurred, this, [this](QCamera::Error, const QString &message) {
        mStatus->setText(tr("The camera stopped: %1").arg(message));
    });
    mStatus->setText(tr("Starting %1…").arg(device.description()));
    mCamera->start();
}

void CameraWindow::takeFrame(const QImage &frame)
{
    if (frame.isNull())
        return;
    if (mSearching) {
        mNext = frame;
        return;
    }
    search(frame);
}

void CameraWindow::search(const QImage &frame)
{
    mSearching = true;
    if (!mClock.isValid())
        mClock.start();
    const core::Battle battle = mDocument.battle();
    const capture::CaptureSettings settings = mSettings;
    auto working = std::make_shared<CaptureFindings>();
    QThread *worker = QThread::create([battle, frame, settings, working] {
        *working = findInFrame(battle, frame, tr("the camera's frame"), settings);
    });
    connect(worker, &QThread::finished, this, [this, working] {
        mFindings = std::make_unique<CaptureFindings>(std::move(*working));
        searched();
    });
    // Owned here, deleted when done; the destructor waits for one still running.
    worker->setParent(this);
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    mWorker = worker;
    worker->start();
}

void CameraWindow::searched()
{
    ++mSearched;
    const double seconds = mClock.elapsed() / 1000.0;
    mRate = seconds > 0 ? mSearched / seconds : 0.0;
    const capture::CaptureProposal &proposal = mFindings->proposal;
    QString text;
    if (!proposal.error.isEmpty()) {
        text = proposal.error;
    } else {
        int bases = 0, seen = 0;
        for (const capture::CapturedUnit &unit : proposal.units) {
            bases += unit.markers;
            seen += unit.markersSeen;
        }
        text = tr("%1 table markers and %2 of the %3 base markers seen; %4 to move.")
                   .arg(proposal.photos.value(0).table.mapping.tableMarkersSeen())
                   .arg(seen)
                   .arg(bases)
                   .arg(proposal.movedUnits() == 1 ? tr("1 unit") : tr("%1 units").arg(proposal.movedUnits()));
    }
    mStatus->setText(tr("%1 (%2 updates a second)").arg(text).arg(mRate, 0, 'f', 1));
    mUse->setEnabled(proposal.error.isEmpty() && proposal.movedUnits() > 0);
    if (!mFindings->table.isNull() && proposal.error.isEmpty()) {
        mView->setPixmap(QPixmap::fromImage(mFindings->table)
                             .scaled(mView->size(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
    }
    mSearching = false;
    emit updated();
    QImage next = mNextFrame.isValid() ? mNextFrame.toImage() : mNext;
    mNextFrame = QVideoFrame();
    mNext = QImage();
    if (!next.isNull())
        search(next);
}

QString CameraWindow::status() const
{
    return mStatus->text();
}

} // namespace adjutant::app
