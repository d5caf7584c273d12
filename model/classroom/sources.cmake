target_sources(atlaslab_model PRIVATE
    classroom/BriefConnection.h classroom/BriefConnection.cpp
    classroom/ClassSchema.h classroom/ClassSchema.cpp
    classroom/ClassRegistry.h classroom/ClassRegistry.cpp
    classroom/ProgressRecord.h classroom/ProgressRecord.cpp
    classroom/QueuedRecord.h
    classroom/RecordBinding.h classroom/RecordBinding.cpp
    classroom/UploadQueue.h classroom/UploadQueue.cpp
    classroom/UploadOutcome.h
    classroom/BatchSender.h classroom/BatchSender.cpp
    classroom/Uploader.h classroom/Uploader.cpp
    classroom/DashboardCell.h
    classroom/DashboardItem.h
    classroom/DashboardSnapshot.h
    classroom/DashboardReader.h classroom/DashboardReader.cpp
    classroom/DashboardModel.h classroom/DashboardModel.cpp
    classroom/DashboardCsv.h classroom/DashboardCsv.cpp
)
