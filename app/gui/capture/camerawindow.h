// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/stickers.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QImage>
#include <QPointer>
#include <QThread>
#include <QVideoFrame>

#include <memory>

class QCamera;
class QLabel;
class QMediaCaptureSession;
class QPushButton;
class QVideoSink;

namespace adjutant::app {

class BattleDocument;
struct CaptureFindings;

// Table > Capture from Camera…: a webcam on a stand over the table (Qt Multimedia). Each frame is
// searched off the window's thread, the newest one as soon as the last is done (a 1080p frame
// takes about a tenth of a second: docs/capture.md), and the window shows the table seen from
// above with what the frame would move. "Use This Frame" opens the confirm view with it.
class CameraWindow : public QDialog
{
    Q_OBJECT

public:
    CameraWindow(BattleDocument &document, const capture::CaptureSettings &settings, QWidget *parent = nullptr);
    ~CameraWindow() override;

    // Why no camera can be used here, in one line; empty when one can.
    static QString noCamera();
    // Starts the first camera, at 1920 x 1080 where it offers it.
    void start();
    // A frame from the camera (or a test): searched when the last one is done, else kept as the
    // next, replacing any older one waiting.
    void takeFrame(const QImage &frame);
    // What the window says of the last frame searched, and how many a second it searches.
    QString status() const;
    double updatesPerSecond() const { return mRate; }
    // The last frame's findings (empty before the first).
    const CaptureFindings *findings() const { return mFindings.get(); }

signals:
    // A frame was searched: the window shows it.
    void updated();
    // The player chose to use the frame shown: the confirm view takes it from here.
    void useFrame(const CaptureFindings &findings);

private:
    void search(const QImage &frame);
    void searched();
    BattleDocument &mDocument;
    capture::CaptureSettings mSettings;
    QCamera *mCamera = nullptr;
    QMediaCaptureSession *mSession = nullptr;
    QVideoSink *mSink = nullptr;
    QLabel *mView;
    QLabel *mStatus;
    QPushButton *mUse;
    bool mSearching = false;
    QPointer<QThread> mWorker; // the search running, if any
    QImage mNext;
    QVideoFrame mNextFrame; // the camera's newest while one is searched
    std::shared_ptr<CaptureFindings> mWorking;
    std::unique_ptr<CaptureFindings> mFindings;
    QElapsedTimer mClock;
    int mSearched = 0;
    double mRate = 0.0;
};

} // namespace adjutant::app
