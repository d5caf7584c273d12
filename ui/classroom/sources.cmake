# The class server from the window: joining, creating, uploads, the dashboard.
target_sources(atlaslab_ui PRIVATE
    classroom/ClassMembership.h classroom/ClassMembership.cpp
    classroom/ServerCall.h
    classroom/UploadWorker.h classroom/UploadWorker.cpp
    classroom/UploadService.h classroom/UploadService.cpp
    classroom/JoinClassDialog.h classroom/JoinClassDialog.cpp
    classroom/CreateClassDialog.h classroom/CreateClassDialog.cpp
    classroom/DashboardColours.h classroom/DashboardColours.cpp
    classroom/DashboardWindow.h classroom/DashboardWindow.cpp
    classroom/ClassroomController.h classroom/ClassroomController.cpp
)
