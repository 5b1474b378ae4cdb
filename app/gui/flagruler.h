// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulingmoment.h"

#include "rulings/flag.h"

#include <QFutureWatcher>
#include <QObject>

#include <optional>

/// Rules on flag falls in a worker thread: whether the opponent can still checkmate (6.9) is an
/// unwinnability analysis that can take up to a second on a hard position, and the window must not wait
/// for it. Only the latest request is answered: one made while another runs waits for it (replacing any
/// that waited before), and the answer to a request overtaken so is dropped.
class FlagRuler : public QObject {
    Q_OBJECT

public:
    struct Request {
        RulingMoment moment;
        chess::Color flagged = chess::Color::White;
        std::optional<int> movesRequired;
    };

    explicit FlagRuler(QObject* parent = nullptr);

    void rule(const Request& request);
    /// No answer comes for the requests made so far.
    void abandon();
    /// True while a request made and not abandoned awaits its answer.
    bool isDeciding() const { return (m_runningRequest != 0 && m_runningRequest == m_latestRequest) || m_waiting; }

signals:
    /// The answer to the latest request.
    void ruled(const rulings::FlagRuling& ruling);

private:
    void start(const Request& request);
    void finished();

    QFutureWatcher<rulings::FlagRuling> m_watcher;
    std::optional<Request> m_waiting;  // made while another ran
    quint64 m_latestRequest = 0;  // counts the requests made and abandoned
    quint64 m_runningRequest = 0;  // the one the worker is on; 0 when it is idle
};
